import { Button, Group } from '@mantine/core';
import { IconEdit, IconKey, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { SecretRevealDialog } from '@/components/secret-reveal';
import { revealSecret } from '@/lib/http/direct-calls';
import { notify, tx } from '@/lib/notify';
import { useDeleteWebhookEndpointMutation, useDisableWebhookEndpointMutation, useRotateWebhookSecretMutation, type WebhookEndpoint } from '../api/webhooks-api';
import { UrlText } from './endpoint-columns';
import { EditEndpointDialog } from './edit-endpoint-dialog';
import { useEndpointFailure } from './use-endpoint-failure';

type Asking = 'disable' | 'delete' | 'rotate' | null;

interface Props {
  endpoint: WebhookEndpoint;
  live: boolean | null;
  /** Enables the endpoint (also offered by the failing notice). */
  onEnable: () => void;
  enabling: boolean;
  /** After "Delete": the endpoint is gone, the page leaves. */
  onDeleted: () => void;
}

/** Edit, enable or disable, rotate the signing secret (shown once), delete: each asks first where it takes something away. */
export function EndpointActions({ endpoint, live, onEnable, enabling, onDeleted }: Props) {
  const { t } = useTranslation('webhooks');
  const describe = useEndpointFailure();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [disable] = useDisableWebhookEndpointMutation();
  const [remove] = useDeleteWebhookEndpointMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const url = <UrlText url={endpoint.url} />;

  return (
    <>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
        {endpoint.status === 'enabled' ? (
          <Button variant="default" leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={() => setAsking('disable')}>
            {t('actions.disable')}
          </Button>
        ) : (
          <Button variant="default" leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={onEnable} loading={enabling}>
            {t('actions.enable')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setAsking('rotate')}>
          {t('actions.rotate')}
        </Button>
        <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setAsking('delete')}>
          {t('actions.delete')}
        </Button>
      </Group>
      {editing && <EditEndpointDialog opened endpoint={endpoint} live={live} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        opened={asking === 'disable'}
        title={t('disable.title')}
        question={t('disable.question')}
        hint={url}
        confirmLabel={t('disable.confirm')}
        onConfirm={async () => {
          await disable(endpoint.id).unwrap();
          notify({ color: 'teal', title: tx('webhooks:disable.done'), message: endpoint.url });
          setAsking(null);
        }}
        describeFailure={describe}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'rotate'}
        title={t('rotate.title')}
        question={t('rotate.question')}
        hint={t('rotate.hint')}
        confirmLabel={t('rotate.confirm')}
        danger
        onConfirm={async () => {
          const answer = await rotate(endpoint.id).unwrap();
          setAsking(null);
          setTicket(answer.secretTicket);
        }}
        describeFailure={describe}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t('delete.title')}
        question={t('delete.question')}
        hint={url}
        confirmLabel={t('delete.confirm')}
        danger
        onConfirm={async () => {
          await remove(endpoint.id).unwrap();
          notify({ color: 'teal', title: tx('webhooks:delete.done'), message: endpoint.url });
          setAsking(null);
          onDeleted();
        }}
        describeFailure={describe}
        onClose={() => setAsking(null)}
      />
      {ticket && (
        <SecretRevealDialog
          reveal={revealSecret}
          ticket={ticket}
          title={t('secret.rotatedTitle')}
          label={t('secret.label')}
          subject={url}
          lostHint={t('secret.lostHint')}
          onClose={() => setTicket(null)}
        />
      )}
    </>
  );
}
