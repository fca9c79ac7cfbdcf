import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { ScrollTable } from '@/components/scroll-table';
import { transactionHref } from '@/config/paths';
import type { InvoiceStatus } from '@/lib/contract/billing';
import { useLocaleFormat } from '@/lib/format';
import type { Invoice } from '../api/billing-model';
import { Money } from './money';

const invoiceColors: Record<InvoiceStatus, string> = { paid: 'green', issued: 'blue', 'partially-paid': 'orange', failed: 'red' };

/** The invoices of each period with the `charge-recurring` payments that paid or tried to pay them. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation('billing');
  const { dateTime } = useLocaleFormat();
  return (
    <SectionCard title={t('invoices.title')}>
      {invoices.length === 0 ? (
        <Text c="dimmed">{t('invoices.none')}</Text>
      ) : (
        <ScrollTable label={t('invoices.title')} minWidth={620}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.period')}</Table.Th>
                <Table.Th>{t('invoices.kind')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th ta="end">{t('columns.amount')}</Table.Th>
                <Table.Th>{t('invoices.payments')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <bdi>{`${dateTime(invoice.periodStart, false)} – ${dateTime(invoice.periodEnd, false)}`}</bdi>
                  </Table.Td>
                  <Table.Td>{t(`invoices.kinds.${invoice.kind}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={invoiceColors[invoice.status]}>
                      {t(`invoices.status.${invoice.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Money amount={invoice.amount} currency={invoice.currency} />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {invoice.transactionIds.map((id) => (
                        <Anchor key={id} component={Link} to={transactionHref(id)} size="sm" ff="monospace">
                          {id}
                        </Anchor>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </SectionCard>
  );
}
