import { Button, Group, TextInput } from '@mantine/core';
import { IconArchive, IconCurrencyEuro, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { targetKey, useSendIntent } from '@/features/intents';
import { usePermission } from '@/features/permissions';
import { PLAN_NAME_MAX } from '@/lib/contract/billing';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import type { Plan } from '../api/billing-model';
import { BILLING_CODES } from '../actions/billing-codes';
import { NewPricesDialog } from './new-prices-dialog';

const invalidates = (id: string) => [
  { type: 'Plan', id },
  { type: 'Plan', id: 'LIST' },
];

/** Rename, new prices (a new version) and archive, for those who manage plans. */
export function PlanActions({ plan }: { plan: Plan }) {
  const { t } = useTranslation(['billing', 'errors']);
  const mayWrite = usePermission(billingPermissions.plansWrite);
  const [opened, setOpened] = useState<'rename' | 'prices' | 'archive' | null>(null);
  const [name, setName] = useState(plan.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const close = () => setOpened(null);
  const change = useSendIntent(targetKey('plan', plan.id), () => {
    notify({ color: 'teal', message: t(opened === 'archive' ? 'planForm.archived' : opened === 'prices' ? 'planForm.pricesSaved' : 'planForm.renamed') });
    close();
  });
  if (!mayWrite || plan.status === 'archived') return null;
  const error = change.refusal ? t(failureMessageKey(change.refusal, BILLING_CODES)) : null;

  const rename = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > PLAN_NAME_MAX)
      return setNameError(trimmed ? t('planForm.nameTooLong', { max: PLAN_NAME_MAX }) : t('planForm.nameRequired'));
    setNameError(null);
    change.send({
      request: { action: 'plans/rename', id: plan.id, payload: { data: { type: 'plans', attributes: { name: trimmed } } } },
      summary: { kind: 'plan-rename' },
      invalidates: invalidates(plan.id),
    });
  };

  return (
    <>
      <Group gap="sm" role="group" aria-label={t('planForm.actions')}>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => (setName(plan.name), change.clearRefusal(), setOpened('rename'))}
        >
          {t('planForm.rename')}
        </Button>
        <Button variant="default" leftSection={<IconCurrencyEuro size={16} aria-hidden />} onClick={() => (change.clearRefusal(), setOpened('prices'))}>
          {t('planForm.newPrices')}
        </Button>
        <Button variant="default" color="red" leftSection={<IconArchive size={16} aria-hidden />} onClick={() => (change.clearRefusal(), setOpened('archive'))}>
          {t('planForm.archive')}
        </Button>
      </Group>
      <FormDialog
        opened={opened === 'rename'}
        title={t('planForm.renameTitle')}
        closeLabel={t('actions.close')}
        onClose={close}
        onSubmit={rename}
        submitLabel={t('planForm.save')}
        submitting={change.pending}
        error={error}
      >
        <TextInput
          label={t('planForm.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          withAsterisk
          data-autofocus
        />
      </FormDialog>
      {opened === 'prices' && (
        <NewPricesDialog
          plan={plan}
          onClose={close}
          pending={change.pending}
          error={error}
          onSubmit={(prices) =>
            change.send({
              request: { action: 'plans/setPrices', id: plan.id, payload: { data: { type: 'plans', attributes: { prices } } } },
              summary: { kind: 'plan-prices' },
              invalidates: invalidates(plan.id),
            })
          }
        />
      )}
      <ConfirmDialog
        opened={opened === 'archive'}
        title={t('planForm.archiveTitle')}
        closeLabel={t('actions.close')}
        question={t('planForm.archiveQuestion', { name: plan.name })}
        confirmLabel={t('planForm.archive')}
        danger
        busy={change.pending}
        error={error}
        onConfirm={() =>
          change.send({
            request: { action: 'plans/archive', id: plan.id, payload: { id: plan.id } },
            summary: { kind: 'plan-archive' },
            invalidates: invalidates(plan.id),
          })
        }
        onClose={close}
      />
    </>
  );
}
