import { ActionIcon, Affix, Button, Drawer, Group, NativeSelect, Slider, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxControls } from '@mocks/controls';
import { SandboxClock } from './sandbox-clock';
import { SandboxOutbox } from './sandbox-outbox';

const controls = () => (window as unknown as { __sandbox?: SandboxControls }).__sandbox;

/** Sandbox builds only: reset the data and switch faults on, for demos and manual testing. */
export function SandboxPanel() {
  const { t } = useTranslation('sandbox');
  const [opened, { open, close }] = useDisclosure(false);
  const [latency, setLatency] = useState(() => controls()?.state().latency ?? 120);
  const [status, setStatus] = useState('');
  const [channelFault, setChannelFault] = useState('');
  const [duplicateAll, setDuplicateAll] = useState(() => controls()?.state().duplicateAllPushes ?? false);
  const [done, setDone] = useState<string | null>(null);
  const sandbox = controls();
  if (!sandbox) return null;
  const act = (label: string, run: () => void) => {
    run();
    setDone(label);
  };

  return (
    <>
      {/* Below drawers and dialogs (z-index 200): it must never cover what they show. */}
      {/* An icon only: it fits the collapsed sidebar's column (whose toggle sits above it) and covers no page text. */}
      <Affix position={{ bottom: 12, left: 12 }} zIndex={190}>
        <Tooltip label={t('open')} position="right">
          <ActionIcon size="lg" variant="light" color="orange" aria-label={t('open')} onClick={open}>
            <IconFlask size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
        title={
          <Title order={2} size="h4">
            {t('title')}
          </Title>
        }
        position="left"
        closeButtonProps={{ 'aria-label': t('common:close') }}
        size="sm"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              if (window.confirm(t('resetConfirm'))) {
                sandbox.reset();
                location.assign('/login');
              }
            }}
          >
            {t('reset')}
          </Button>
          <div>
            <Text size="sm" fw={500} id="sandbox-latency">
              {t('latency', { ms: latency })}
            </Text>
            <Slider
              aria-labelledby="sandbox-latency"
              min={0}
              max={3000}
              step={50}
              value={latency}
              onChange={setLatency}
              onChangeEnd={(value) => sandbox.setLatency(value)}
            />
          </div>
          <Group align="flex-end" wrap="nowrap">
            <NativeSelect
              label={t('failNext')}
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value)}
              data={[{ value: '', label: '—' }, '401', '403', '429', '500']}
              flex={1}
            />
            <Button disabled={!status} onClick={() => act(t('failNext'), () => sandbox.failNext(Number(status) as 401 | 403 | 429 | 500))}>
              {t('arm')}
            </Button>
          </Group>
          <Group grow>
            <Button variant="default" onClick={() => act(t('dropPush'), () => sandbox.dropNextPush())}>
              {t('dropPush')}
            </Button>
            <Button variant="default" onClick={() => act(t('duplicatePush'), () => sandbox.duplicateNextPush())}>
              {t('duplicatePush')}
            </Button>
          </Group>
          <Switch
            label={t('duplicateAll')}
            checked={duplicateAll}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setDuplicateAll(on);
              sandbox.duplicateAllPushes(on);
            }}
          />
          <Button variant="default" onClick={() => act(t('dropSocket'), () => sandbox.disconnectSockets())}>
            {t('dropSocket')}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              act(t('authorizationOnce'), () => {
                // A new authorization happens only on a new subscription: fail the next one, then reconnect.
                sandbox.failChannelAuthorization('network', 1);
                sandbox.disconnectSockets();
              })
            }
          >
            {t('authorizationOnce')}
          </Button>
          <NativeSelect
            label={t('channelFault')}
            value={channelFault}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setChannelFault(value);
              sandbox.failChannelAuthorization((value || null) as Parameters<SandboxControls['failChannelAuthorization']>[0]);
            }}
            data={[
              { value: '', label: t('channelOk') },
              { value: 'network', label: 'network' },
              { value: 'timeout', label: 'timeout' },
              { value: 'bad-request', label: '400' },
              { value: 'forbidden', label: '403' },
            ]}
          />
          {done && (
            <Text size="sm" c="teal" role="status">
              {t('armed', { what: done })}
            </Text>
          )}
          <SandboxClock sandbox={sandbox} />
          <SandboxOutbox sandbox={sandbox} />
        </Stack>
      </Drawer>
    </>
  );
}
