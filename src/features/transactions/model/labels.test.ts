import { createInstance } from 'i18next';
import { cardBrands, paymentMethods, transactionStatuses, transactionTypes } from '@/lib/contract/transactions';
import { initI18n, languageCodes } from '@/lib/i18n';
import { statusColor, statusColors, transactionLabel } from './labels';

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
    if (lng === 'de') expect(transactionLabel(t, 'type', 'refund')).toBe('Erstattung');
  });

  it('shows an unknown value as it came, and colours every status', async () => {
    const i18n = createInstance();
    await initI18n('en', i18n);
    await i18n.loadNamespaces('payments');
    expect(transactionLabel(i18n.getFixedT('en', 'payments'), 'status', 'halted')).toBe('halted');
    for (const status of transactionStatuses) expect(statusColors[status]).toBeTruthy();
    expect(statusColor('refunded')).toBe('grape');
    expect(statusColor('something-new')).toBe('gray');
  });
});
