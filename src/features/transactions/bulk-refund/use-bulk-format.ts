import { useTranslation } from 'react-i18next';
import { selectResourceIndex } from '@/features/workspace';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useAppSelector } from '@/lib/store';

/** Project names from the workspace tree, and money in the user's locale. */
export function useBulkFormat() {
  const { i18n } = useTranslation();
  const index = useAppSelector(selectResourceIndex);
  const locale = intlLocale(i18n.language);
  return {
    projectName: (id: string | null) => (id ? (index.get(id)?.name ?? id) : ''),
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
  };
}
