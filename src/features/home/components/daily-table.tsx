import { Button, Collapse, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayPoint } from '../model/series';
import type { LocaleFormat } from '@/lib/format';
import { ScrollTable } from '@/components/scroll-table';

/** The chart's points as a table, behind a toggle: newest day first. */
export function DailyTable({ points, currency, format }: { points: DayPoint[]; currency: string; format: LocaleFormat }) {
  const { t } = useTranslation('home');
  const [opened, { toggle }] = useDisclosure(false);
  const regionId = useId();
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={regionId}
        rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(opened ? 'table.hideDaily' : 'table.showDaily')}
      </Button>
      <Collapse expanded={opened} id={regionId}>
        {opened && (
          <ScrollTable label={t('table.dailyCaption', { currency })} minWidth={320} maxHeight={360}>
            <Table striped verticalSpacing={2} fz="sm" stickyHeader>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('table.dailyCaption', { currency })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('table.date')}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('table.volume')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('table.transactions')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...points].reverse().map((point, index) => (
                  <Table.Tr key={point.date}>
                    {/* Newest first: the first row is today, not over yet. */}
                    <Table.Th scope="row" fw={400}>
                      {index === 0 ? t('table.soFar', { day: format.day(point.date) }) : format.day(point.date)}
                    </Table.Th>
                    <Table.Td ta="end">{format.money(point.volume, currency)}</Table.Td>
                    <Table.Td ta="end">{format.number(point.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Collapse>
    </>
  );
}
