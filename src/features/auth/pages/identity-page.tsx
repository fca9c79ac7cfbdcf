import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useAppDispatch } from '@/lib/store';
import { AuthPage } from '../components/auth-page';
import { BackToLogin } from '../components/back-to-login';
import { RequireStep } from '../components/require-step';
import type { SignInStep } from '../sign-in-slice';
import { submitIdentity, signInStep } from '../sign-in-thunks';
import classes from './identity-page.module.css';

function IdentityChoice({ step }: { step: SignInStep }) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  // A list of choices, not a form: a refusal is only a message above it.
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const anyActive = step.identities.some((identity) => identity.active);

  const choose = async (identityId: string) => {
    setFailureKey(null);
    setBusy(identityId);
    const result = await dispatch(submitIdentity(step, identityId));
    setBusy(null);
    if (signInStep.fulfilled.match(result)) return navigate(result.payload, { replace: true, state: { from: 'identity' } });
    setFailureKey(failureMessageKey(toFailure(result.payload)));
  };

  return (
    <AuthPage title={t('identity.title')} description={t('identity.description', { email: step.email })}>
      <FormError message={failureKey && t(failureKey)} />
      {step.identities.length === 0 && <FormError message={t('errors:noIdentities')} />}
      {step.identities.length > 0 && !anyActive && <FormError message={t('errors:noActiveIdentities')} />}
      <Stack gap="xs" component="ul" className={classes.list} aria-label={t('identity.listLabel')}>
        {step.identities.map((identity) => (
          <li key={identity.id}>
            <UnstyledButton
              className={classes.choice}
              disabled={!identity.active || busy !== null}
              onClick={() => void choose(identity.id)}
              aria-busy={busy === identity.id}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>{identity.resourceName || identity.name}</Text>
                  <Text size="sm" c="dimmed">
                    {identity.role ? t(`identity.roles.${identity.role}`, { defaultValue: identity.role }) : identity.name}
                  </Text>
                </Stack>
                {!identity.active && (
                  <Badge color="gray" variant="light">
                    {t('identity.inactive')}
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <BackToLogin />
    </AuthPage>
  );
}

export function IdentityPage() {
  return <RequireStep kind="identity">{(step) => <IdentityChoice step={step} />}</RequireStep>;
}
