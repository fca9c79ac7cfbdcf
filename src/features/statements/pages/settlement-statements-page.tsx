import { useTranslation } from 'react-i18next';
import { SettlementsList } from '@/features/settlements';
import { StatementViews } from '../components/statement-views';

/** /statements/settlements: the settlement payouts' statements beside the monthly ones; each opens on the settlement's page. */
export function SettlementStatementsPage() {
  const { t } = useTranslation('statements');
  return (
    <SettlementsList
      notice={<StatementViews current="settlement" />}
      texts={(name) => ({
        title: t('title'),
        description: t('settlements.description', { name }),
        label: t('settlements.label', { name }),
        emptyTitle: t('settlements.emptyTitle'),
        emptyText: t('settlements.emptyText'),
      })}
    />
  );
}
