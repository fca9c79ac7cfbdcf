import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import type { Plan } from '../api/billing-model';
import { checkPriceRows, PlanPriceRows, pricesOf, rowsOf } from './plan-price-rows';

interface Props {
  plan: Plan;
  onClose: () => void;
  onSubmit: (prices: { currency: string; amount: number | null }[]) => void;
  pending: boolean;
  error: string | null;
}

/** The plan's next price version, starting from the prices in force; subscribers keep theirs until moved. */
export function NewPricesDialog({ plan, onClose, onSubmit, pending, error }: Props) {
  const { t } = useTranslation(['billing', 'errors']);
  const [rows, setRows] = useState(() => rowsOf(plan.prices));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkPriceRows(rows, t);
    setRows(checked.rows);
    if (checked.ok) onSubmit(pricesOf(checked.rows));
  };

  return (
    <FormDialog
      opened
      title={t('planForm.newPricesTitle')}
      closeLabel={t('actions.close')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('planForm.saveVersion', { version: plan.priceVersion + 1 })}
      submitting={pending}
      error={error}
      intro={t('planForm.newPricesIntro', { version: plan.priceVersion })}
    >
      <PlanPriceRows rows={rows} onChange={setRows} />
    </FormDialog>
  );
}
