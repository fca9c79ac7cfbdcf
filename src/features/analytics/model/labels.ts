import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isDeclineReason, type AnalyticsDimension } from '@/lib/contract/analytics';
import { cardBrands, paymentMethods } from '@/lib/contract/transactions';
import { selectResourceIndex } from '@/features/workspace';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { intlLocale } from '@/lib/i18n';
import type { Change } from './figures';

const known = { method: new Set<string>(paymentMethods), brand: new Set<string>(cardBrands) };

/** Names of breakdown values and decline reasons in the active language; an unknown value is shown as it came. */
export function useAnalyticsLabels() {
  const { t } = useTranslation(['analytics', 'payments']);
  const format = useLocaleFormat();
  // A channel is named as the user's resources name it (those they may read: the server lists no others).
  const resources = useAppSelector(selectResourceIndex);
  return useMemo(() => {
    const value = (dimension: AnalyticsDimension, raw: string): string => {
      switch (dimension) {
        case 'paymentMethod':
          return known.method.has(raw) ? t(`payments:method.${raw}`) : raw;
        case 'cardBrand':
          return known.brand.has(raw) ? t(`payments:brand.${raw}`) : raw;
        case 'cardCountry':
          return `${format.country(raw) ?? raw} (${raw})`;
        case 'channelId':
          return resources.get(raw)?.name ?? raw;
        default:
          return raw;
      }
    };
    const reason = (raw: string) => (isDeclineReason(raw) ? t(`payments:declineReason.${raw}`) : raw);
    const dimension = (key: AnalyticsDimension) => t(`analytics:dimension.${key}`);
    return { value, reason, dimension };
  }, [t, format, resources]);
}

/** "+12.5% vs previous period", "−1.2 pp vs previous period", or that the previous period had nothing to compare. */
export function useChangeText(bare = false) {
  const { t, i18n } = useTranslation('analytics');
  return useMemo(() => {
    const locale = intlLocale(i18n.language);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    return (change: Change) => {
      if (!change) return bare ? t('change.noneShort') : t('change.none');
      const value = change.kind === 'relative' ? percent.format(change.value) : points.format(change.value * 100);
      if (bare) return change.kind === 'relative' ? value : t('change.pointsShort', { value });
      return t(change.kind === 'relative' ? 'change.relative' : 'change.points', { value });
    };
  }, [t, i18n.language, bare]);
}
