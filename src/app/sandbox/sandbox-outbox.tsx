import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SandboxControls } from '@mocks/controls';
import { deviceNameOf } from '@/components/sessions/device-name';
import { useLocaleFormat } from '@/lib/format';

const SHOWN = 10;

/**
 * The latest messages the sandbox "sent" (it sends no e-mail): invitation links to open as the invitee,
 * and new-device sign-in notices (the sign-in's browser, address and place, and the "This wasn't me" link).
 */
export function SandboxOutbox({ sandbox }: { sandbox: SandboxControls }) {
  const { t } = useTranslation(['sandbox', 'common']);
  const formatDateTime = useLocaleFormat().dateTime;
  const messages = sandbox.outbox().slice(0, SHOWN);
  return (
    <section aria-labelledby="sandbox-outbox">
      <Title order={3} size="h5" id="sandbox-outbox">
        {t('outbox.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('outbox.intro')}
      </Text>
      {messages.length === 0 ? (
        <Text size="sm">{t('outbox.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {messages.map((message) => (
            <li key={message.id}>
              <Text size="sm" fw={500}>
                {message.subject}
              </Text>
              <Text size="xs" c="dimmed">
                <bdi>{message.to}</bdi> · <time dateTime={message.at}>{formatDateTime(message.at)}</time>
              </Text>
              {message.signIn && (
                <Text size="xs" c="dimmed">
                  {deviceNameOf(t, message.signIn.userAgent)} · <bdi>{message.signIn.ip}</bdi> ·{' '}
                  <bdi>{message.signIn.place ?? t('common:sessions.unknownPlace')}</bdi>
                </Text>
              )}
              <Anchor href={message.link} size="sm">
                {t(message.signIn ? 'outbox.notMe' : 'outbox.open', { email: message.to })}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
