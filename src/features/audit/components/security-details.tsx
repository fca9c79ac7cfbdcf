import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../api/audit-entry';
import { ChangeSummary } from './change-lines';

/** The reasons a sign-in fails that the app names in words; another is shown as sent. */
const failureReasons: ReadonlySet<string> = new Set(['invalid-credentials', 'invalid-2fa-code', 'invalid-passkey', 'account-blocked', 'account-suspended']);

/** What a security event says in one line: why a sign-in failed, the session a sign-in opened, else its first change. */
export function SecurityDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  if (entry.action === 'auth/signInFailed') {
    const reason = entry.changes.find((change) => change.field === 'reason')?.after;
    const text = typeof reason === 'string' ? (failureReasons.has(reason) ? t(`security.reasons.${reason}`) : reason) : t('details.unknown');
    return (
      <Text span size="sm" truncate="end" title={text}>
        <bdi>{text}</bdi>
      </Text>
    );
  }
  if (entry.action === 'auth/signIn') {
    return (
      <Text span size="sm" truncate="end">
        {t('security.newSession')}{' '}
        <Text span size="sm" ff="monospace" dir="ltr">
          {entry.object.id}
        </Text>
      </Text>
    );
  }
  return <ChangeSummary changes={entry.changes} />;
}
