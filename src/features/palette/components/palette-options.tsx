import { VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './command-palette.module.css';
import type { EntryGroup } from './entries';

interface Props {
  listId: string;
  label: string;
  groups: readonly EntryGroup[];
  /** Index of the active option over all groups (-1: none). */
  active: number;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}

/**
 * The listbox the palette's field controls: groups of options, never focused themselves (focus stays
 * in the field, which names the active one). Option ids are `<listId>-<index over all groups>`.
 */
export function PaletteOptions({ listId, label, groups, active, onHover, onChoose }: Props) {
  const { t } = useTranslation('palette');
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.entries.length, 0));
  return (
    <div id={listId} role="listbox" aria-label={label} className={classes.list}>
      {groups.map((group, g) => (
        <div key={group.key} role="group" aria-label={group.label}>
          <div className={classes.groupLabel} aria-hidden>
            {group.label}
          </div>
          {group.entries.map((entry, i) => {
            const at = starts[g] + i;
            return (
              <div
                key={entry.key}
                id={`${listId}-${at}`}
                role="option"
                aria-selected={at === active}
                data-active={at === active || undefined}
                className={classes.option}
                onMouseMove={() => at !== active && onHover(at)}
                // The field keeps focus: a press on an option must not move it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(at)}
              >
                {entry.icon && <span className={classes.icon}>{entry.icon}</span>}
                <span className={classes.body}>
                  <span className={classes.label}>{entry.label}</span>
                  {entry.description && <span className={classes.description}>{entry.description}</span>}
                </span>
                {entry.current && (
                  <>
                    <IconCheck size={16} aria-hidden />
                    <VisuallyHidden>{t('current')}</VisuallyHidden>
                  </>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
