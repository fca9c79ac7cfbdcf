import { useTranslation } from 'react-i18next';
import { seriesRanges, type ChartRow, type ChartSeries } from './series';

/** The chart's accessible name: per series, its first and last item and its lowest and highest value. */
export function useRangeSummary(data: readonly ChartRow[], dataKey: string, series: readonly ChartSeries[], format: (value: number) => string) {
  const { t } = useTranslation();
  return seriesRanges(data, dataKey, series)
    .map((range) => t('charts.range', { series: range.label, first: range.first, last: range.last, min: format(range.min), max: format(range.max) }))
    .join('; ');
}

/** The chart's accessible name for a few categories: every item with its value. */
export function useListSummary(title: string, items: readonly { label: string; value: number }[], format: (value: number) => string) {
  const { t } = useTranslation();
  return t('charts.list', { series: title, items: items.map((item) => `${item.label} ${format(item.value)}`).join(', ') });
}
