import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useFormFailure } from '@/lib/forms';
import { safeRedirect } from '@/lib/navigation';
import { useFormRules } from '../form-rules';
import { BackToLogin } from './back-to-login';

export const SPAM_HINT_DELAY_MS = 3 * 60 * 1000;
const FIELDS = ['email'] as const;

/** An email form that asks the API to send a link (password reset, sign-up). */
export function EmailRequest({
  send,
  submitLabel,
  sentMessage,
}: {
  send: (email: string) => Promise<string | null>;
  submitLabel: string;
  sentMessage: (email: string) => string;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const rules = useFormRules();
  const form = useForm({ initialValues: { email: '' }, validate: { email: rules.email } });
  const [sent, setSent] = useState<{ email: string; link: string | null } | null>(null);
  const [showSpamHint, setShowSpamHint] = useState(false);
  const failure = useFormFailure(form, { fields: FIELDS });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setShowSpamHint(true), SPAM_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = form.onSubmit(async ({ email }) => {
    const value = email.trim();
    failure.clear();
    try {
      const link = await send(value);
      setSent({ email: value, link: link ? safeRedirect(link, '') || null : null });
    } catch (error) {
      failure.show(error);
    }
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {sentMessage(sent.email)}
        </Alert>
        {sent.link && (
          <Alert color="indigo" variant="light" title={t('emailRequest.sandboxTitle')}>
            <Text size="sm">{t('emailRequest.sandboxBody')}</Text>
            <Anchor component={Link} to={sent.link} size="sm">
              {sent.link}
            </Anchor>
          </Alert>
        )}
        {showSpamHint && (
          <Text size="sm" c="dimmed" role="status">
            {t('emailRequest.spamHint')}
          </Text>
        )}
        <Button variant="default" onClick={() => setSent(null)}>
          {t('emailRequest.again')}
        </Button>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={failure.message} />
        <TextInput label={t('login.email')} type="email" autoComplete="email" required autoFocus {...form.getInputProps('email')} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {submitLabel}
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}
