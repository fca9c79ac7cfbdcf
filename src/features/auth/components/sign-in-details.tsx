import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deviceNameOf } from '@/components/sessions/device-name';
import { useDateFormat } from '@/lib/dates';
import type { SignInNotice } from '../api/sign-in-notice';

/** The sign-in a "This wasn't me" link names: browser, address, place and time, as plain text (the server's words never as HTML). */
export function SignInDetails({ notice }: { notice: SignInNotice }) {
  const { t } = useTranslation(['notMe', 'common']);
  const format = useDateFormat();
  const rows: [string, React.ReactNode][] = [
    [t('details.device'), deviceNameOf(t, notice.userAgent)],
    [t('details.ip'), <bdi key="ip">{notice.ip}</bdi>],
    [t('details.place'), notice.place ? <bdi key="place">{notice.place}</bdi> : t('common:sessions.unknownPlace')],
    [
      t('details.time'),
      <time key="at" dateTime={notice.at}>
        {format.dateTime(notice.at)}
      </time>,
    ],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={t('details.label')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
