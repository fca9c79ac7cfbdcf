import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useIntent } from '@/lib/actions';
import type { ReportKind } from '@/lib/contract/reports';
import { useFormFailure } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { useRequestReportMutation, type NewReport } from '../api/reports-api';
import { initialRequest, REQUEST_FIELDS, requestErrorCodes, requestValidators, type RequestReportValues } from '../model/request-form';
import { RequestReportFields } from './request-report-fields';

interface Props {
  opened: boolean;
  onClose: () => void;
  resourceId: string;
  /** The kinds the user may request. */
  kinds: readonly ReportKind[];
  organization: boolean;
}

/** "Request report": the parameters, validated as typed; the server's refusals next to their fields. */
export function RequestReportDialog({ opened, onClose, resourceId, kinds, organization }: Props) {
  const { t } = useTranslation('reports');
  const [request] = useRequestReportMutation();
  const form = useForm<RequestReportValues>({
    mode: 'controlled',
    initialValues: initialRequest(kinds.length === 1 ? kinds[0] : '', organization ? 'organization' : 'project'),
    validate: requestValidators(t),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.period.from !== previous.period.from && values.period.to) form.validateField('period.to');
    },
  });
  const failure = useFormFailure(form, { fields: REQUEST_FIELDS, codes: requestErrorCodes });
  // What is sent is read when the intent runs: one reference per distinct request.
  const sending = useRef<NewReport | null>(null);
  const run = useCallback((requestReference: string) => request({ ...sending.current!, requestReference }).unwrap(), [request]);
  const intent = useIntent(run);
  const { state } = intent;

  const close = () => {
    if (state.status === 'pending') return;
    form.reset();
    failure.clear();
    intent.reset();
    onClose();
  };

  useEffect(() => {
    if (state.status === 'succeeded') {
      notify({ color: 'teal', title: t('request.done'), message: t('request.doneHint') });
      close();
    } else if (state.status === 'failed' || state.status === 'unknown') failure.show(state.failure);
    // Reacts to a settled intent only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const submit = (values: RequestReportValues) => {
    failure.clear();
    if (!values.kind) return;
    sending.current = { resourceId, kind: values.kind, level: values.level, format: values.format, period: { ...values.period } };
    void intent.submit(sending.current);
  };

  return (
    <Modal opened={opened} onClose={close} title={t('request.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('common:close') }}>
      <form onSubmit={(event) => form.onSubmit((values) => submit(values))(event)} noValidate>
        <Stack gap="md">
          <FormError message={failure.message} />
          <RequestReportFields form={form} kinds={kinds} organization={organization} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={state.status === 'pending'}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={state.status === 'pending'}>
              {t('request.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
