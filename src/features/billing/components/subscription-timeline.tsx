import { Anchor, Badge, Group, List, Stack, Text, ThemeIcon, Timeline as MantineTimeline } from '@mantine/core';
import { IconClockHour4, IconPoint } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { transactionHref } from '@/config/paths';
import { useLocaleFormat } from '@/lib/format';
import type { PastEvent, Timeline, TimelineDetail, UpcomingEvent } from '../api/billing-model';

/** The facts of an event a user reads beside its title: amount, reminder's recipient and subject, plan, who. */
function EventDetail({ detail }: { detail: TimelineDetail }) {
  const { t } = useTranslation('billing');
  const { money } = useLocaleFormat();
  const parts: string[] = [];
  if (detail.amount !== undefined && detail.currency) parts.push(money(detail.amount, detail.currency));
  if (detail.planName) parts.push(detail.planName);
  if (detail.to) parts.push(t('timeline.to', { to: detail.to }));
  if (detail.by) parts.push(t('timeline.by', { by: detail.by }));
  return (
    <>
      {parts.length > 0 && (
        <Text size="sm" c="dimmed">
          <bdi>{parts.join(' · ')}</bdi>
        </Text>
      )}
      {detail.subject && (
        <Text size="sm" c="dimmed">
          {t('timeline.subject')} <bdi>{detail.subject}</bdi>
        </Text>
      )}
      {detail.reason && (
        <Text size="sm" c="dimmed">
          {detail.reason === 'card' || detail.reason === 'fixed-term' ? t(`timeline.reason.${detail.reason}`) : <bdi>{detail.reason}</bdi>}
        </Text>
      )}
      {detail.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <bdi>{detail.text}</bdi>
        </Text>
      )}
      {detail.transactionId && (
        <Anchor component={Link} to={transactionHref(detail.transactionId)} size="sm" ff="monospace">
          {detail.transactionId}
        </Anchor>
      )}
    </>
  );
}

function Upcoming({ events }: { events: readonly UpcomingEvent[] }) {
  const { t } = useTranslation('billing');
  const { dateTime } = useLocaleFormat();
  if (events.length === 0) return <Text c="dimmed">{t('timeline.nothingScheduled')}</Text>;
  return (
    <List spacing="xs" listStyleType="none" aria-label={t('timeline.upcoming')}>
      {events.map((event, i) => (
        <List.Item
          key={`${event.kind}-${event.at}-${i}`}
          icon={
            <ThemeIcon variant="light" color={event.kind === 'halt' ? 'red' : 'blue'} size="sm" radius="xl">
              <IconClockHour4 size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          <Group gap="xs" wrap="wrap">
            <Text fw={500} size="sm">
              {t(`upcoming.${event.kind}`, { number: event.detail.number ?? 0 })}
            </Text>
            <Badge variant="outline" color="gray" size="sm">
              <bdi>{dateTime(event.at)}</bdi>
            </Badge>
          </Group>
          <EventDetail detail={event.detail} />
        </List.Item>
      ))}
    </List>
  );
}

function Past({ events }: { events: readonly PastEvent[] }) {
  const { t } = useTranslation('billing');
  const { dateTime } = useLocaleFormat();
  if (events.length === 0) return <Text c="dimmed">{t('timeline.noHistory')}</Text>;
  return (
    <MantineTimeline bulletSize={18} lineWidth={2} aria-label={t('timeline.history')} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((event) => (
        <MantineTimeline.Item
          key={event.id}
          bullet={<IconPoint size={12} aria-hidden />}
          title={t(`event.${event.kind}`, { number: event.detail.number ?? 0 })}
          component="li"
        >
          <Text size="xs" c="dimmed">
            <bdi>{dateTime(event.at)}</bdi>
          </Text>
          <EventDetail detail={event.detail} />
        </MantineTimeline.Item>
      ))}
    </MantineTimeline>
  );
}

/** What the schedule will do if nothing is paid or changed, then what happened, newest first. */
export function SubscriptionTimeline({ timeline }: { timeline: Timeline }) {
  const { t } = useTranslation('billing');
  return (
    <>
      <SectionCard title={t('timeline.upcoming')} description={t('timeline.upcomingHint')}>
        <Upcoming events={timeline.upcoming} />
      </SectionCard>
      <SectionCard title={t('timeline.history')}>
        <Stack gap="xs">
          <Past events={timeline.past} />
        </Stack>
      </SectionCard>
    </>
  );
}
