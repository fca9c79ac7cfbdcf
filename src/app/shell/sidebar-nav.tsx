import { Badge, NavLink, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavEntry, NavLink as NavLinkItem } from './nav-items';

interface Props {
  entries: NavEntry[];
  showLabels: boolean;
  mailboxCount: number | null;
  onNavigate: () => void;
}

function isActive(pathname: string, to: string) {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

function LinkItem({ item, showLabels, mailboxCount, onNavigate, nested }: Omit<Props, 'entries'> & { item: NavLinkItem; nested?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const label = t(item.labelKey);
  const count = item.badge === 'mailbox' && mailboxCount ? mailboxCount : null;
  const Icon = item.icon;
  const link = (
    <NavLink
      component={RouterNavLink}
      to={item.to}
      end={item.to === '/'}
      label={showLabels ? label : undefined}
      aria-label={showLabels ? undefined : count ? t('nav.withCount', { label, value: count }) : label}
      leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined}
      rightSection={
        // The count is read as words ("3 new issues") after the visible label, not as a lone number.
        count && showLabels ? (
          <>
            <Badge size="sm" circle={count < 10} aria-hidden>
              {count}
            </Badge>
            <VisuallyHidden>{t('nav.newIssues', { value: count })}</VisuallyHidden>
          </>
        ) : undefined
      }
      active={isActive(pathname, item.to)}
      onClick={onNavigate}
      pl={nested && showLabels ? 'xl' : undefined}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
  return showLabels ? link : (
    <Tooltip label={label} position="right" withArrow>
      {link}
    </Tooltip>
  );
}

/** The sidebar entries the user may open, with groups as expandable sections. */
export function SidebarNav({ entries, showLabels, mailboxCount, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {entries.map((entry) => {
        if (entry.kind === 'link') {
          return <LinkItem key={entry.to} item={entry} showLabels={showLabels} mailboxCount={mailboxCount} onNavigate={onNavigate} />;
        }
        const Icon = entry.icon;
        if (!showLabels) {
          return entry.items.map((item) => (
            <LinkItem key={item.to} item={{ ...item, icon: item.icon ?? Icon }} showLabels={false} mailboxCount={mailboxCount} onNavigate={onNavigate} />
          ));
        }
        return (
          <NavLink
            key={entry.labelKey}
            label={t(entry.labelKey)}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            defaultOpened={entry.items.some((item) => isActive(pathname, item.to))}
            childrenOffset={0}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          >
            {entry.items.map((item) => (
              <LinkItem key={item.to} item={item} showLabels mailboxCount={mailboxCount} onNavigate={onNavigate} nested />
            ))}
          </NavLink>
        );
      })}
    </Stack>
  );
}
