import { Badge, Group, NavLink, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { memo, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavBadge, NavEntry, NavGroup, NavLink as NavLinkItem } from './nav-items';

export type NavCounts = Partial<Record<NavBadge, number | null>>;

/** Disputes waiting for a response: a dark red that white digits can be read on (orange could not, 2.6:1). */
const NEEDS_RESPONSE_COLOR = 'red.9';

interface Props {
  entries: NavEntry[];
  showLabels: boolean;
  counts: NavCounts;
  onNavigate: () => void;
}

/** The count in words, read after the visible label; and the collapsed link's whole name. */
const countWords: Record<NavBadge, { words: string; withCount: string }> = {
  mailbox: { words: 'nav.newIssues', withCount: 'nav.withCount' },
  disputes: { words: 'nav.needsResponse', withCount: 'nav.withNeedsResponse' },
  reviews: { words: 'nav.openReviews', withCount: 'nav.withOpenReviews' },
};

function isActive(pathname: string, to: string, end = false) {
  return to === '/' || end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

function LinkItem({ item, showLabels, counts, onNavigate, nested }: Omit<Props, 'entries'> & { item: NavLinkItem; nested?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const label = t(item.labelKey);
  const count = item.badge ? counts[item.badge] || null : null;
  const words = item.badge ? countWords[item.badge] : null;
  const Icon = item.icon;
  const link = (
    <NavLink
      component={RouterNavLink}
      to={item.to}
      end={item.to === '/' || item.end}
      label={showLabels ? label : undefined}
      aria-label={showLabels ? undefined : count && words ? t(words.withCount, { label, value: count }) : label}
      leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined}
      rightSection={
        // The count is read as words ("3 new issues") after the visible label, not as a lone number.
        count && words && showLabels ? (
          <>
            <Badge size="sm" circle={count < 10} color={item.badge === 'disputes' ? NEEDS_RESPONSE_COLOR : undefined} aria-hidden>
              {count}
            </Badge>
            <VisuallyHidden>{t(words.words, { value: count })}</VisuallyHidden>
          </>
        ) : undefined
      }
      active={isActive(pathname, item.to, item.end)}
      onClick={onNavigate}
      pl={nested && showLabels ? 'xl' : undefined}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
  return showLabels ? (
    link
  ) : (
    <Tooltip label={label} position="right" withArrow>
      {link}
    </Tooltip>
  );
}

/** An expandable section; closed, it shows the count of the entry inside that has one (disputes needing a response). */
function GroupItem({ group, counts, onNavigate, active }: { group: NavGroup; counts: NavCounts; onNavigate: () => void; active: boolean }) {
  const { t } = useTranslation('shell');
  // Open while one of its pages is shown, until the user opens or closes it themselves.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const opened = toggled ?? active;
  const Icon = group.icon;
  const counted = group.items.find((item) => item.badge && counts[item.badge]);
  const count = counted?.badge ? counts[counted.badge] : null;
  return (
    <NavLink
      label={
        <Group component="span" gap={8} wrap="nowrap">
          {t(group.labelKey)}
          {!opened && count && counted?.badge ? (
            <>
              <Badge size="sm" circle={count < 10} color={NEEDS_RESPONSE_COLOR} aria-hidden>
                {count}
              </Badge>
              <VisuallyHidden>{t(countWords[counted.badge].words, { value: count })}</VisuallyHidden>
            </>
          ) : null}
        </Group>
      }
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setToggled}
      childrenOffset={0}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    >
      {group.items.map((item) => (
        <LinkItem key={item.to} item={item} showLabels counts={counts} onNavigate={onNavigate} nested />
      ))}
    </NavLink>
  );
}

/** The sidebar entries the user may open, with groups as expandable sections. */
/** Memoised: its links (with a tooltip each when collapsed) render again only when the entries, counts or labels change, or on navigation. */
export const SidebarNav = memo(function SidebarNav({ entries, showLabels, counts, onNavigate }: Props) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {entries.map((entry) => {
        if (entry.kind === 'link') {
          return <LinkItem key={entry.to} item={entry} showLabels={showLabels} counts={counts} onNavigate={onNavigate} />;
        }
        if (!showLabels) {
          return entry.items.map((item) => <LinkItem key={item.to} item={item} showLabels={false} counts={counts} onNavigate={onNavigate} />);
        }
        return (
          <GroupItem
            key={entry.labelKey}
            group={entry}
            counts={counts}
            onNavigate={onNavigate}
            active={entry.items.some((item) => isActive(pathname, item.to, item.end))}
          />
        );
      })}
    </Stack>
  );
});
