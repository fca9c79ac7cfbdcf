import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isSixDigitCode, type CodeInputHandle } from '@/components/code-input';
import { FormError } from '@/components/feedback/form-error';
import { selectCurrentUser } from '@/features/session';
import { failureMessageKey } from '@/lib/forms';
import { firstErrorCode, toFailure } from '@/lib/http';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useApprovePayoutMutation, type Payout } from '../api/payouts-api';
import { decisionCodes } from '../model/decision-codes';
import { personName } from '../model/labels';
import { StepUpCode } from './step-up-code';

/**
 * Approving another person's payout: a confirmation naming amount, destination and requester, and for
 * users with 2FA a fresh code (asked up front, or once the server answers `step-up-required`) that
 * confirms by itself on the sixth digit.
 */
export function ApproveDialog({ payout, opened, onClose }: { payout: Payout; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['payouts', 'errors']);
  const twoFa = useAppSelector(selectCurrentUser)?.twoFaEnabled ?? false;
  const [approve, state] = useApprovePayoutMutation();
  const [needsCode, setNeedsCode] = useState(twoFa);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const input = useRef<CodeInputHandle>(null);
  const amount = formatMoney(payout.amount, payout.currency, intlLocale(i18n.language));

  useEffect(() => {
    if (!opened) return;
    setNeedsCode(twoFa);
    setCode('');
    setCodeError(null);
    setAlert(null);
  }, [opened, twoFa]);

  const submit = async (typed = code) => {
    if (state.isLoading) return;
    if (needsCode && !isSixDigitCode(typed)) return setCodeError(t('stepUp.required'));
    setAlert(null);
    setCodeError(null);
    try {
      await approve({ id: payout.id, twoFaCode: needsCode ? typed : undefined }).unwrap();
      notify({ color: 'teal', title: tx('payouts:approve.done'), message: amount });
      onClose();
    } catch (error) {
      const failure = toFailure(error);
      const errorCode = firstErrorCode(failure);
      if (errorCode === 'step-up-required' || errorCode === 'invalid-2fa-code') {
        setNeedsCode(true);
        setCodeError(errorCode === 'invalid-2fa-code' ? t('errors:incorrect2fa') : t('stepUp.required'));
        if (errorCode === 'invalid-2fa-code') input.current?.clearAndFocus();
        return;
      }
      setAlert(t(failureMessageKey(failure, decisionCodes)));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !state.isLoading && onClose()}
      title={t('approve.title')}
      closeButtonProps={{ 'aria-label': t('request.closeDialog') }}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text fw={500}>
            <Trans
              t={t}
              i18nKey="approve.question"
              values={{
                amount,
                destination: `${payout.method.label ? `${payout.method.label} · ` : ''}${payout.method.masked}`,
                who: personName(payout.requestedBy),
              }}
              components={{ bdi: <bdi /> }}
            />
          </Text>
          {needsCode && (
            <StepUpCode
              ref={input}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (value) setCodeError(null);
              }}
              onComplete={(typed) => void submit(typed)}
              error={codeError}
            />
          )}
          <FormError message={alert} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={state.isLoading}>
              {t('request.back')}
            </Button>
            <Button type="submit" loading={state.isLoading}>
              {t('approve.confirm', { amount })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
