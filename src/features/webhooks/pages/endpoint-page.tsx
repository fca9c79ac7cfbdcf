import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowBackUp, IconWebhookOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { FormError } from '@/components/feedback/form-error';
import { ErrorState, LoadingState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { WEBHOOKS_WRITE } from '@/lib/contract/developers';
import { firstErrorCode, toFailure } from '@/lib/http';
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

/** Refusals that all read the same (no existence leak): an unknown id, another project's, no right to read it. */
const notFoundCodes = new Set(['not-found', 'forbidden']);

/** Where "Back" goes: the list as it was left (its filters), else the endpoints of the project. */
const backHref = (state: unknown, fallback: string) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(WEBHOOKS_PATH) ? from : fallback;
};

function NotFound({ listHref }: { listHref: string }) {
  const { t } = useTranslation('webhooks');
  return (
    <Alert role="alert" color="orange" variant="light" icon={<IconWebhookOff aria-hidden />} title={t('errors.notFound')}>
      {t('errors.notFoundHint')}
      <Group mt="sm">
        <Button component={Link} to={listHref} variant="light" size="compact-sm">
          {t('errors.toList')}
        </Button>
      </Group>
    </Alert>
  );
}

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
        <EndpointActions endpoint={endpoint} live={live} onEnable={() => void onEnable()} enabling={enabling.isLoading} onDeleted={() => void navigate(listHref, { replace: true })} />
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
  const location = useLocation();
  const workspace = useAppSelector(selectSelectedResource);
  const projects = useAppSelector(selectWorkspaceProjects);
  const query = useGetWebhookEndpointQuery(id, { skip: !id });
  const failure = query.isError ? toFailure(query.error) : null;
  const endpoint = query.currentData?.id === id ? query.currentData : undefined;
  const project = endpoint?.projectId ? projects.find((p) => p.id === endpoint.projectId) : undefined;
  // An endpoint of a project outside the workspace (or of another project than the route's) is not this page's.
  const foreign = endpoint !== undefined && endpoint.projectId !== null && (!project || (routeProjectId !== undefined && routeProjectId !== endpoint.projectId));
  const notFound =
    !id || foreign || (failure !== null && (notFoundCodes.has(String(firstErrorCode(failure) ?? '')) || failure.code === 403 || failure.code === 404));
  const listHref = webhookEndpointsHref(workspace?.resourceType === 'project' ? undefined : (project?.id ?? routeProjectId));
  const back = backHref(location.state, listHref);

  let body: React.ReactNode;
  if (notFound) body = <NotFound listHref={listHref} />;
  else if (endpoint) body = <Endpoint endpoint={endpoint} live={project ? project.mode === 'live' : null} listHref={listHref} />;
  else if (failure && !query.isFetching) body = <ErrorState error={failure} title={t('errors.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else body = <LoadingState label={t('loading')} rows={6} rowHeight={48} />;

  return (
    <Stack gap="lg">
      <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0} style={{ alignSelf: 'flex-start' }}>
        {t('back')}
      </Button>
      {(!endpoint || notFound) && <Title order={1}>{t('endpointHeading')}</Title>}
      {body}
    </Stack>
  );
}

/** `/webhook-endpoints/:id` (and under `/projects/:projectId/`): the endpoint, what can be done with it, and its delivery console. */
export function EndpointPage() {
  const params = useParams();
  const id = params.id ?? '';
  return <EndpointView key={id} id={id} routeProjectId={params.projectId} />;
}
