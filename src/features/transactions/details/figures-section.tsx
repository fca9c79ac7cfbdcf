import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import type { TransactionFigures } from '@/lib/contract/transaction-figures';
import type { Transaction } from '../model/transaction';
import { useLocaleFormat } from '@/lib/format';

/**
 * What the merchant keeps of a payment, labelled: net of fees, then net after refunds and chargebacks,
 * from the payment and its related transactions (`transactionFigures`). An authorization shows what
 * was captured and released; a sale needs no capture and shows none.
 */
export function FiguresSection({ transaction: tx, figures }: { transaction: Transaction; figures: TransactionFigures }) {
  const { t } = useTranslation('transactionDetails');
  const format = useLocaleFormat();
  const money = (minor: number) => <bdi>{format.money(minor, tx.currency)}</bdi>;
  const authorization = figures.kind === 'authorization';
  // Nothing came in (yet): a "net" would only be the fee, negated; say so instead.
  const nothing = figures.received === 0 && figures.refunded === 0 && figures.chargebacks === 0;
  const net = (minor: number) =>
    nothing ? (
      <Text span size="sm" c="dimmed">
        {t('figures.nothingReceived')}
      </Text>
    ) : (
      money(minor)
    );

  const rows: LabelledValue[] = [
    ...(authorization
      ? [
          [t('figures.authorized'), money(tx.amount)] as const,
          [t('labels.capturedAmount'), money(figures.captured)] as const,
          ...(figures.released > 0 ? [[t('figures.released'), money(figures.released)] as const] : []),
        ]
      : []),
    [t('figures.fees'), money(figures.fees)],
    [t('figures.netOfFees'), net(figures.netOfFees)],
    [t('labels.refundedAmount'), money(figures.refunded)],
    ...(figures.chargebacks > 0 ? [[t('figures.chargebacks'), money(figures.chargebacks)] as const] : []),
    [t('figures.netAfter'), net(figures.netAfterRefundsAndChargebacks)],
  ];

  return (
    <DetailsSection title={t('sections.figures')} rows={rows}>
      <Text size="xs" c="dimmed" mt="xs">
        {t('figures.hint')}
      </Text>
    </DetailsSection>
  );
}
