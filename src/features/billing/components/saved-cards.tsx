import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { cardBrands } from '@/lib/contract/transactions';
import type { PaymentMethodSummary } from '../api/billing-model';

const knownBrands: ReadonlySet<string> = new Set(cardBrands);

/** The customer's saved cards, masked: brand (in the user's language), last four, expiry. */
export function SavedCards({ methods }: { methods: readonly PaymentMethodSummary[] }) {
  const { t } = useTranslation(['billing', 'payments']);
  const brand = (value: string) => (knownBrands.has(value) ? t(`payments:brand.${value as (typeof cardBrands)[number]}`) : value);
  return (
    <SectionCard title={t('customer.paymentMethods')}>
      {methods.length === 0 ? (
        <Text c="dimmed">{t('customer.noPaymentMethods')}</Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {methods.map((method) => (
            <List.Item key={method.id}>
              <bdi>
                {t('customer.card', {
                  brand: brand(method.brand),
                  last4: method.last4,
                  month: String(method.expMonth).padStart(2, '0'),
                  year: method.expYear,
                })}
              </bdi>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
