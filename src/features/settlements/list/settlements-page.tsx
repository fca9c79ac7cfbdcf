import { useTranslation } from 'react-i18next';
import { SettlementsList } from './settlements-list';

/** /settlement: the organization's settlement payouts, newest first; each opens its statement. */
export function SettlementsPage() {
  const { t } = useTranslation('settlements');
  return (
    <SettlementsList
      texts={(name) => ({
        title: t('title'),
        description: t('description', { name }),
        label: t('list.label', { name }),
        emptyTitle: t('list.emptyTitle'),
        emptyText: t('list.emptyText'),
      })}
    />
  );
}
