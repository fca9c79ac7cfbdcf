import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import { IntentNotice, targetKey, useIntentSettled, useTargetIntent } from '@/features/intents';
import type { ReportKind } from '@/lib/contract/reports';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { requestPayload } from '../api/reports-api';
import { initialRequest, narrowsToChannel, REQUEST_FIELDS, requestErrorCodes, requestValidators, type RequestReportValues } from '../model/request-form';
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
  // One intent per workspace: a request whose answer was lost is checked again, never sent as a second report.
  const intent = useTargetIntent(targetKey('report-request', resourceId));
  const pending = intent.status === 'pending';
  const open = intent.unsettled && !pending ? intent.intent : undefined;

  const close = () => {
    if (pending) return;
    form.reset();
    failure.clear();
    if (!intent.unsettled) intent.forget();
    onClose();
  };

  useIntentSettled(
    intent.intent,
    {
      succeeded: () => {
        notify({ color: 'teal', title: tx('reports:request.done'), message: tx('reports:request.doneHint') });
        intent.forget();
        close();
      },
      failed: (reason) => {
        failure.show(reason);
        intent.forget();
      },
    },
    opened,
  );

  const submit = (values: RequestReportValues) => {
    failure.clear();
    if (!values.kind || intent.unsettled) return;
    const channelId = narrowsToChannel(values.level) && values.channelId ? values.channelId : null;
    const report = { resourceId, kind: values.kind, level: values.level, format: values.format, period: { ...values.period }, channelId };
    void intent.start({
      request: { action: 'reports/request', payload: requestPayload(report) },
      summary: { kind: 'report-request' },
      invalidates: [{ type: 'Report', id: 'LIST' }],
      discardable: true,
    });
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('request.title')} size="lg">
      {open ? (
        <IntentNotice intent={open} description={t('request.intent')} onCheckAgain={intent.checkAgain} onDismiss={intent.forget} />
      ) : (
        <DialogForm
          error={failure.message}
          submitLabel={t('request.submit')}
          submitting={pending}
          onSubmit={(event) => form.onSubmit((values) => submit(values))(event)}
          onCancel={close}
        >
          <RequestReportFields form={form} kinds={kinds} organization={organization} />
        </DialogForm>
      )}
    </Dialog>
  );
}
