import { Card, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FileDownload } from '@/components/file-download';
import { useDownload } from '@/lib/download';
import { statementFilePath, type Statement } from '../api/statements-api';

const downloadCodes = { 'not-found': 'statements:errors.notAccessible' };

function StatementFile({ statement, format }: { statement: Statement; format: 'csv' | 'pdf' }) {
  const { t } = useTranslation('statements');
  const download = useDownload();
  const prefix = format === 'csv' ? 'downloadCsv' : 'downloadPdf';
  return (
    <FileDownload
      download={download}
      path={statementFilePath(statement.id, format)}
      namespace="statements"
      prefix={prefix}
      codes={downloadCodes}
      hint={<Trans t={t} i18nKey={`${prefix}.hint`} values={{ fileName: statement.fileNames[format] }} components={{ name: <bdi /> }} />}
    />
  );
}

/** The statement as CSV and as PDF: each streamed with its progress and cancel, saved under the server's name. */
export function StatementDownloads({ statement }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('details.files')}
      </Title>
      <Stack gap="md">
        <StatementFile statement={statement} format="csv" />
        <StatementFile statement={statement} format="pdf" />
      </Stack>
    </Card>
  );
}
