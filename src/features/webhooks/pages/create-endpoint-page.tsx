import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowBackUp, IconFolderQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormError } from '@/components/feedback/form-error';
import { SecretRevealDialog } from '@/components/secret-reveal';
import { revealSecret } from '@/lib/http/direct-calls';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { useCreateWebhookEndpointMutation, type WebhookEndpoint } from '../api/webhooks-api';
import { EndpointFields } from '../components/endpoint-fields';
import { UrlText } from '../components/endpoint-columns';
import { ProjectSelect } from '../components/project-select';
import { ENDPOINT_CODE_FIELDS, ENDPOINT_CODES, ENDPOINT_FIELDS, endpointValidators, toEndpointFields, type EndpointValues } from '../model/endpoint-form';
import { useWebhookProject } from '../model/use-webhook-project';
import { webhookEndpointHref, webhookEndpointsHref } from '../webhook-href';

/**
 * `/webhook-endpoints/create` (and under `/projects/:projectId/`): URL, description and events; then the
 * signing secret, shown once, and the endpoint's page.
 */
export function CreateEndpointPage() {
  const { t } = useTranslation(['webhooks', 'common']);
  const navigate = useNavigate();
  const target = useWebhookProject();
  const project = target.kind === 'project' ? target.project : null;
  const live = project ? project.mode === 'live' : null;
  const [create] = useCreateWebhookEndpointMutation();
  const [created, setCreated] = useState<{ endpoint: WebhookEndpoint; ticket: string } | null>(null);
  const [projectError, setProjectError] = useState<string | undefined>();
  const form = useForm<EndpointValues>({
    mode: 'controlled',
    initialValues: { url: '', description: '', events: [] },
    validate: endpointValidators(t, () => live === true),
  });
  const failure = useFormFailure(form, { fields: ENDPOINT_FIELDS, codes: ENDPOINT_CODES, codeFields: ENDPOINT_CODE_FIELDS });
  const listHref = webhookEndpointsHref(target.inOrganization ? project?.id : undefined);

  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) =>
    form.onSubmit(async (values) => {
      failure.clear();
      if (!project) {
        setProjectError(t('project.required'));
        return;
      }
      try {
        const answer = await create({ resourceId: project.id, ...toEndpointFields(values) }).unwrap();
        notify({ color: 'teal', title: tx('webhooks:create.done'), message: answer.endpoint.url });
        setCreated({ endpoint: answer.endpoint, ticket: answer.secretTicket });
      } catch (error) {
        failure.show(error);
      }
    })(event);

  return (
    <Stack gap="lg" maw={880}>
      <Button
        component={Link}
        to={listHref}
        variant="subtle"
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
        px={0}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('create.back')}
      </Button>
      <Stack gap={4}>
        <Title order={1}>{t('create.title')}</Title>
        <Text c="dimmed">{t('create.intro')}</Text>
      </Stack>
      {target.kind === 'unknown' && target.fromRoute ? (
        <Alert role="alert" color="orange" variant="light" icon={<IconFolderQuestion aria-hidden />} title={t('project.unknownTitle')}>
          {t('project.unknownRoute')}
        </Alert>
      ) : (
        <Card withBorder padding="lg" component="form" onSubmit={onSubmit} noValidate aria-label={t('create.title')}>
          <Stack gap="md">
            <FormError message={failure.message} />
            {target.fromRoute || (project && target.projects.length === 1) ? (
              project && (
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    {t('project.label')}:
                  </Text>
                  <Text size="sm">
                    <bdi>{project.name}</bdi>
                  </Text>
                  <ModeBadge mode={project.mode} size="sm" />
                </Group>
              )
            ) : (
              <Group gap="sm" align="flex-end">
                <ProjectSelect
                  projects={target.projects}
                  value={project?.id ?? null}
                  onChange={(id) => {
                    setProjectError(undefined);
                    target.choose(id);
                  }}
                  required
                  error={projectError}
                />
                {project && <ModeBadge mode={project.mode} size="sm" />}
              </Group>
            )}
            <EndpointFields form={form} live={live} disabled={form.submitting} />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={listHref} variant="default" disabled={form.submitting}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {created && (
        <SecretRevealDialog
          reveal={revealSecret}
          ticket={created.ticket}
          title={t('secret.createdTitle')}
          label={t('secret.label')}
          subject={<UrlText url={created.endpoint.url} />}
          lostHint={t('secret.lostHint')}
          onClose={() => {
            setCreated(null);
            void navigate(webhookEndpointHref(created.endpoint.id, target.fromRoute ? project?.id : undefined), { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
