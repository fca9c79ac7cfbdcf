import { Group, Title } from '@mantine/core';
import { IconWebhookOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { FormError } from '@/components/feedback/form-error';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { WEBHOOKS_WRITE } from '@/lib/contract/developers';
import { notify, tx } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useEnableWebhookEndpointMutation, useGetWebhookEndpointQuery, type WebhookEndpoint } from '../api/webhooks-api';
import { DeliveryConsole } from '../components/delivery-console';
import { EndpointActions } from '../components/endpoint-actions';
import { EndpointFacts } from '../components/endpoint-facts';
import { EndpointStatusBadge } from '../components/endpoint-status-badge';
import { FailingNotice } from '../components/failing-notice';
import { TestEventDialog } from '../components/test-event-dialog';
import { useEndpointFailure } from '../components/use-endpoint-failure';
import { WEBHOOKS_PATH, webhookEndpointsHref } from '../webhook-href';

function Endpoint({ endpoint, live, listHref }: { endpoint: WebhookEndpoint; live: boolean | null; listHref: string }) {
  const navigate = useNavigate();
  const mayWrite = usePermission(WEBHOOKS_WRITE);
  const describe = useEndpointFailure();
  const [enable, enabling] = useEnableWebhookEndpointMutation();
  const [enableError, setEnableError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const project = useAppSelector(selectWorkspaceProjects).find((p) => p.id === endpoint.projectId) ?? null;

  const onEnable = async () => {
    setEnableError(null);
    try {
      await enable(endpoint.id).unwrap();
      notify({ color: 'teal', title: tx('webhooks:enable.done'), message: endpoint.url });
    } catch (error) {
      setEnableError(describe(error));
    }
  };

  return (
    <>
      <Group gap="sm" align="center" wrap="nowrap" miw={0}>
        <Title order={1} dir="ltr" ff="monospace" fz="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {endpoint.url}
        </Title>
        <EndpointStatusBadge endpoint={endpoint} />
      </Group>
      <FailingNotice endpoint={endpoint} onEnable={mayWrite ? () => void onEnable() : undefined} enabling={enabling.isLoading} />
      {mayWrite && (
        <EndpointActions
          endpoint={endpoint}
          live={live}
          onEnable={() => void onEnable()}
          enabling={enabling.isLoading}
          onDeleted={() => void navigate(listHref, { replace: true })}
        />
      )}
      <FormError message={enableError} />
      <EndpointFacts endpoint={endpoint} project={project} />
      <DeliveryConsole endpoint={endpoint} mayWrite={mayWrite} onSendTest={() => setTesting(true)} />
      {mayWrite && testing && <TestEventDialog opened endpoint={endpoint} onClose={() => setTesting(false)} onSent={() => setTesting(false)} />}
    </>
  );
}

function EndpointView({ id, routeProjectId }: { id: string; routeProjectId: string | undefined }) {
  const { t } = useTranslation('webhooks');
  const workspace = useAppSelector(selectSelectedResource);
  const projects = useAppSelector(selectWorkspaceProjects);
  const query = useGetWebhookEndpointQuery(id, { skip: !id });
  const endpoint = query.currentData?.id === id ? query.currentData : undefined;
  const project = endpoint?.projectId ? projects.find((p) => p.id === endpoint.projectId) : undefined;
  // An endpoint of a project outside the workspace (or of another project than the route's) is not this page's.
  const foreign =
    endpoint !== undefined && endpoint.projectId !== null && (!project || (routeProjectId !== undefined && routeProjectId !== endpoint.projectId));
  const listHref = webhookEndpointsHref(workspace?.resourceType === 'project' ? undefined : (project?.id ?? routeProjectId));

  // An unknown id, another project's, no right to read it: all read "not found" (no existence leak).
  return (
    <DetailsFrame
      back={{ list: WEBHOOKS_PATH, fallback: listHref, label: t('back') }}
      title={t('endpointHeading')}
      {...detailsState(query, { foreign, missingId: !id })}
      data={endpoint}
      refusal={
        <DetailsRefusal
          title={t('errors.notFound')}
          text={t('errors.notFoundHint')}
          icon={<IconWebhookOff aria-hidden />}
          color="orange"
          toList={{ to: listHref, label: t('errors.toList') }}
        />
      }
      texts={{ loading: t('loading'), loadFailed: t('errors.loadFailed') }}
    >
      {(endpoint) => <Endpoint endpoint={endpoint} live={project ? project.mode === 'live' : null} listHref={listHref} />}
    </DetailsFrame>
  );
}

/** `/webhook-endpoints/:id` (and under `/projects/:projectId/`): the endpoint, what can be done with it, and its delivery console. */
export function EndpointPage() {
  const params = useParams();
  const id = params.id ?? '';
  return <EndpointView key={id} id={id} routeProjectId={params.projectId} />;
}
