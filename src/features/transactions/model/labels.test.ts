import { createInstance } from 'i18next';
import { cardBrands, paymentMethods, transactionStatuses, transactionTypes } from '@/lib/contract/transactions';
import { initI18n, languageCodes } from '@/lib/i18n';
import { statusGroupColors, statusGroups } from '@/lib/contract/transaction-status-groups';
import { statusBadgeLabel, statusColor, transactionLabel } from './labels';

const vocabularies = { type: transactionTypes, status: transactionStatuses, method: paymentMethods, brand: cardBrands } as const;

describe('transaction labels', () => {
  it.each(languageCodes)('%s names every type, status, method and brand', async (lng) => {
    const i18n = createInstance();
    await initI18n(lng, i18n);
    await i18n.loadNamespaces('payments');
    const t = i18n.getFixedT(lng, 'payments');
    for (const [kind, values] of Object.entries(vocabularies)) {
      for (const value of values) {
        const label = transactionLabel(t, kind as keyof typeof vocabularies, value);
        expect(label, `${lng} ${kind}.${value}`).not.toBe(value);
        expect(label.trim()).not.toBe('');
      }
    }
    for (const group of statusGroups) expect(t(`statusGroup.${group}` as never), `${lng} statusGroup.${group}`).not.toBe(`statusGroup.${group}`);
    if (lng === 'de') expect(transactionLabel(t, 'type', 'refund')).toBe('Erstattung');
  });

  it('shows an unknown value as it came, and colours every status by its group: one colour per group', async () => {
    const i18n = createInstance();
    await initI18n('en', i18n);
    await i18n.loadNamespaces('payments');
    const t = i18n.getFixedT('en', 'payments');
    expect(transactionLabel(t, 'status', 'halted')).toBe('halted');
    expect(statusBadgeLabel(t, 'halted')).toBe('halted');
    expect(new Set(statusGroups.map((group) => statusGroupColors[group])).size).toBe(statusGroups.length);
    for (const status of transactionStatuses) expect(statusColor(status)).toBeTruthy();
    expect(['paid', 'completed', 'successful'].map(statusColor)).toEqual(['green', 'green', 'green']);
    expect(statusColor('cancelled')).toBe('gray');
    expect(statusColor('expired')).toBe('gray');
    expect(statusColor('something-new')).toBe('gray');
  });

  it('badges name the group (a partial refund says so)', async () => {
    const i18n = createInstance();
    await initI18n('en', i18n);
    await i18n.loadNamespaces('payments');
    const t = i18n.getFixedT('en', 'payments');
    expect(['paid', 'completed', 'successful'].map((status) => statusBadgeLabel(t, status))).toEqual(['Succeeded', 'Succeeded', 'Succeeded']);
    expect(statusBadgeLabel(t, 'uncaptured')).toBe('Authorized');
    expect(statusBadgeLabel(t, 'expired')).toBe('Cancelled');
    expect(statusBadgeLabel(t, 'partially-refunded')).toBe('Partially refunded');
  });
});
