import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey, type MessageCatalogue } from '@/lib/forms';
import { toFailure, type Failure } from '@/lib/http';

export interface ErrorStateProps {
  /** Anything thrown or returned by a call; normalised to a Failure `{code, message, errors}`. */
  error: unknown;
  /** The screen's own codes for the one catalogue (`failureMessageKey`). */
  codes?: MessageCatalogue;
  /** Maps the failure to a translation key; `failureMessageKey` with `codes` when omitted. */
  messageKey?: (failure: Failure) => string;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A call failed: a translated message (never the server's text), and "Try again".
 * The failure's own message is not shown: it is status text, not written for people.
 */
export function ErrorState({ error, codes, messageKey, title, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation(['common', 'errors']);
  const failure = toFailure(error);
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={title ?? t('common:states.errorTitle')}>
      <Text size="sm">{t(messageKey ? messageKey(failure) : failureMessageKey(failure, codes))}</Text>
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            {t('common:retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
