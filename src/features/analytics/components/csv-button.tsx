import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toCsv, type CsvValue } from '@/lib/csv';
import { saveBlob } from '@/lib/download';

interface Props {
  /** What the table holds: names the button for screen readers ("Download CSV: Payment funnel"). */
  name: string;
  fileName: string;
  /** The header line, then one line per row; built when pressed. */
  rows: () => CsvValue[][];
}

/** A table's numbers as a CSV file, written here with the product's CSV rule (`lib/csv`). */
export function CsvButton({ name, fileName, rows }: Props) {
  const { t } = useTranslation('analytics');
  const save = () => saveBlob({ blob: new Blob([toCsv(rows())], { type: 'text/csv;charset=utf-8' }), fileName });
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      onClick={save}
      aria-label={t('csv.label', { name })}
    >
      {t('csv.action')}
    </Button>
  );
}
