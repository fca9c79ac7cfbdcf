import { Trans, useTranslation } from 'react-i18next';
import { FileDownload } from '@/components/file-download';
import { useDownload } from '@/lib/download';
import { settlementFilePath, type Settlement } from '../api/settlements-api';

const downloadCodes = { 'not-found': 'settlements:errors.notAccessible' };

/** "Download statement (CSV)": streamed with its progress and cancel, saved under the server's file name. */
export function SettlementDownload({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation('settlements');
  const download = useDownload();
  return (
    <FileDownload
      download={download}
      path={settlementFilePath(settlement.id)}
      namespace="settlements"
      codes={downloadCodes}
      hint={<Trans t={t} i18nKey="download.hint" values={{ fileName: settlement.fileName, count: settlement.lineCount }} components={{ name: <bdi /> }} />}
    />
  );
}
