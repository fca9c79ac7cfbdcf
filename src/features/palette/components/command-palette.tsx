import { Button, Group, Kbd, Text, TextInput, useDirection } from '@mantine/core';
import { useDebouncedValue, useId, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { classifyQuery, type QueryShape } from '../model/match';
import type { PageActionKind, PalettePage } from '../palette-context';
import { useModKey } from '../palette-button';
import classes from './command-palette.module.css';
import type { Entry, EntryGroup, Mode } from './entries';
import { PaletteOptions } from './palette-options';
import { useCommandGroups } from './use-command-groups';
import { useSearchGroups } from './use-search-groups';

/** Typing settles this long before the server is asked; a paste arrives whole and waits as long. */
const SEARCH_DELAY_MS = 200;

const noGroups: EntryGroup[] = [];

const searches = (shape: QueryShape) => shape.kind === 'id' || shape.kind === 'email' || shape.kind === 'last4';

interface Props {
  opened: boolean;
  /** `restoreFocus`: put focus back where it was (false when a page or another dialog takes it). */
  onClose: (restoreFocus?: boolean) => void;
  pages: readonly PalettePage[];
  pageActions: ReadonlyMap<PageActionKind, () => void>;
  onShowShortcuts: () => void;
}

/**
 * The command palette: a dialog holding a combobox (the search field) that controls a listbox of
 * grouped options. Focus stays in the field; arrows move the active option (aria-activedescendant),
 * Enter runs it, Escape closes, Backspace in an empty field leaves a list of choices. Enter while a
 * pasted id is still being looked up runs the first hit as soon as it arrives.
 */
export function CommandPalette({ opened, onClose, pages, pageActions, onShowShortcuts }: Props) {
  const { t } = useTranslation('palette');
  const mod = useModKey();
  const phone = useMediaQuery('(max-width: 36em)');
  // "Back" points the way the page reads.
  const backMirror = useDirection().dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const listId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<Mode>('root');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [enterPending, setEnterPending] = useState(false);
  const [settled] = useDebouncedValue(query, SEARCH_DELAY_MS);

  useEffect(() => {
    if (!opened) return;
    setQuery('');
    setMode('root');
    setActiveKey(null);
    setEnterPending(false);
  }, [opened]);

  const shape = useMemo<QueryShape>(() => (mode === 'root' ? classifyQuery(settled) : { kind: 'empty' }), [mode, settled]);
  const search = useSearchGroups(shape);
  const commands = useCommandGroups({ mode, query, pages, pageActions, onShowShortcuts });
  const waiting = mode === 'root' && ((query !== settled && searches(classifyQuery(query))) || search.status === 'loading');
  // Hits are shown only for the text in the field: never an earlier paste's while the next one is looked up.
  const hits = !waiting && query === settled ? search.groups : noGroups;
  const groups = useMemo(() => [...hits, ...commands], [hits, commands]);
  const entries = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const found = entries.findIndex((entry) => entry.key === activeKey);
  const active = found >= 0 ? found : entries.length > 0 ? 0 : -1;

  const choose = (entry: Entry) => {
    const outcome = entry.run();
    if (outcome === 'handled') return;
    if (typeof outcome === 'object') {
      setMode(outcome.mode);
      setQuery('');
      setActiveKey(null);
      return;
    }
    onClose(outcome === 'close');
  };

  // Enter pressed on a pasted id before its look-up answered: run the first hit once it is there.
  useEffect(() => {
    if (!enterPending || waiting) return;
    setEnterPending(false);
    const first = search.groups[0]?.entries[0];
    if (first) choose(first);
    // `choose` is a fresh closure each render; the answer arriving is what this waits for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterPending, waiting, search.groups]);

  const move = (step: number) => {
    if (entries.length === 0) return;
    const next = (Math.max(active, 0) + step + entries.length) % entries.length;
    setActiveKey(entries[next].key);
    document.getElementById(`${listId}-${next}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (waiting) setEnterPending(true);
      else if (active >= 0) choose(entries[active]);
    } else if (event.key === 'Backspace' && query === '' && mode !== 'root') {
      event.preventDefault();
      setMode('root');
      setActiveKey(null);
    }
  };

  const status = waiting
    ? t('status.searching')
    : search.status === 'failed'
      ? t('status.failed')
      : query.trim() && entries.length === 0
        ? t('status.none')
        : query.trim()
          ? t('status.count', { count: entries.length })
          : '';

  return (
    <Dialog
      opened={opened}
      onClose={() => onClose(true)}
      title={t('title')}
      size="lg"
      centered={false}
      yOffset="8vh"
      fullScreen={phone}
      returnFocus={false}
      classNames={{ content: phone ? classes.fullScreen : undefined }}
    >
      {mode !== 'root' && (
        <Group gap="xs" mb="xs" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden style={backMirror} />}
            onClick={() => {
              setMode('root');
              setQuery('');
              setActiveKey(null);
            }}
          >
            {t('back')}
          </Button>
          <Text size="sm" fw={600}>
            {t(`modes.${mode}`)}
          </Text>
        </Group>
      )}
      <TextInput
        data-autofocus
        role="combobox"
        aria-label={mode === 'root' ? t('inputLabel') : t(`modes.${mode}`)}
        aria-expanded={entries.length > 0}
        aria-controls={entries.length > 0 ? listId : undefined}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-autocomplete="list"
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        placeholder={mode === 'root' ? t('placeholder') : t(`placeholders.${mode}`)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
        size="md"
        mb="xs"
      />
      <Text id={hintId} size="xs" c="dimmed" mb="xs">
        {mode === 'root' ? t('hint') : t('hintChoices')}
      </Text>
      <Group gap="xs" mb={status ? 'xs' : 0} wrap="nowrap">
        <Text role="status" size="sm" c="dimmed">
          {status}
        </Text>
        {search.status === 'failed' && !waiting && (
          <Button variant="light" size="compact-sm" onClick={search.retry}>
            {t('retry')}
          </Button>
        )}
      </Group>
      {entries.length > 0 && (
        <PaletteOptions
          listId={listId}
          label={t('results')}
          groups={groups}
          active={active}
          onHover={(index) => setActiveKey(entries[index].key)}
          onChoose={(index) => choose(entries[index])}
        />
      )}
      <div className={classes.footer} aria-hidden>
        <span>
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('footer.move')}
        </span>
        <span>
          <Kbd size="xs">Enter</Kbd> {t('footer.choose')}
        </span>
        <span>
          <Kbd size="xs">Esc</Kbd> {t('footer.close')}
        </span>
        <span>
          <Kbd size="xs">{mod}</Kbd> <Kbd size="xs">K</Kbd> {t('footer.toggle')}
        </span>
      </div>
    </Dialog>
  );
}
