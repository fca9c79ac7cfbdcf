import { Alert, Box, Container, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { OutcomeUnknown } from '@/components/feedback/outcome-unknown';
import { LanguagePicker } from '@/components/layouts/language-picker';
import { ErrorState } from '@/components/states';
import { brand } from '@/config/env';
import { formatMoney } from '@/lib/money';
import { toFailure, type Failure } from '@/lib/http';
import { getPublicLink, isNotAvailable, payPublicLink, type PublicLink, type TestCard } from './public-link-api';
import { TestCardForm } from './test-card-form';

type PageState =
  | { step: 'loading' }
  | { step: 'open'; link: PublicLink; paying: boolean }
  | { step: 'unknown'; link: PublicLink; checking: boolean }
  | { step: 'paid'; link: PublicLink }
  | { step: 'unavailable' }
  | { step: 'error'; failure: Failure };

/** `/pay/:linkId`: what a payer opens, no sign-in. Shows the merchant, amount and a test card form. */
export function PayPage() {
  const { linkId = '' } = useParams();
  const { t, i18n } = useTranslation('payPage');
  const [state, setState] = useState<PageState>({ step: 'loading' });

  const load = useCallback(async (): Promise<PageState> => {
    try {
      return { step: 'open', link: await getPublicLink(linkId), paying: false };
    } catch (error) {
      const failure = toFailure(error);
      return isNotAvailable(failure) ? { step: 'unavailable' } : { step: 'error', failure };
    }
  }, [linkId]);

  useEffect(() => {
    let current = true;
    void load().then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [load]);

  const pay = async (link: PublicLink, card: TestCard): Promise<Failure | null> => {
    setState({ step: 'open', link, paying: true });
    try {
      await payPublicLink(link.id, card);
      setState({ step: 'paid', link });
      return null;
    } catch (error) {
      const failure = toFailure(error);
      // The payment may have been taken although its answer was lost: say so, never pay again blindly.
      if (failure.retryable) setState({ step: 'unknown', link, checking: false });
      else if (isNotAvailable(failure)) setState({ step: 'unavailable' });
      else setState({ step: 'open', link, paying: false });
      return failure;
    }
  };

  const checkAgain = async (link: PublicLink) => {
    setState({ step: 'unknown', link, checking: true });
    const next = await load();
    // Still open: the payment was not taken. Gone: it was (or the merchant closed the link).
    setState(next.step === 'unavailable' ? { step: 'paid', link } : next.step === 'error' ? { step: 'unknown', link, checking: false } : next);
  };

  const amount = (link: PublicLink) => formatMoney(link.amount, link.currency, i18n.language);
  let body: React.ReactNode;
  if (state.step === 'loading') {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('public.loading')}>
        <Skeleton h={20} w="60%" />
        <Skeleton h={36} w="40%" />
        <Skeleton h={160} />
      </Stack>
    );
  } else if (state.step === 'unavailable') {
    body = (
      <Stack align="center" gap="sm" py="lg" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLinkOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3" ta="center">
          {t('public.notAvailable')}
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          {t('public.notAvailableHint')}
        </Text>
      </Stack>
    );
  } else if (state.step === 'error') {
    body = (
      <ErrorState
        error={state.failure}
        onRetry={() => {
          setState({ step: 'loading' });
          void load().then(setState);
        }}
      />
    );
  } else {
    const { link } = state;
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('public.payTo', { merchant: link.merchantName })}
          </Text>
          <Title order={1} size="h2">
            {link.projectName || link.merchantName}
          </Title>
          {link.description && <Text>{link.description}</Text>}
          <Text fz={32} fw={700} mt="xs">
            <bdi>{amount(link)}</bdi>
          </Text>
        </Stack>
        {state.step === 'paid' ? (
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={t('public.paidTitle')}>
            {t('public.paidText', { merchant: link.merchantName })}
          </Alert>
        ) : state.step === 'unknown' ? (
          <OutcomeUnknown checking={state.checking} onCheckAgain={() => void checkAgain(link)} />
        ) : (
          <TestCardForm payLabel={t('pay.submit', { amount: amount(link) })} paying={state.paying} onPay={(card) => pay(link, card)} />
        )}
      </Stack>
    );
  }

  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Group component="header" justify="space-between" p="md">
        <Logo />
        <LanguagePicker />
      </Group>
      <Container size={480} component="main" py="lg">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          {body}
        </Paper>
        <Text size="xs" c="dimmed" ta="center" mt="md">
          {t('public.poweredBy', { brand: brand.name })}
        </Text>
      </Container>
    </Box>
  );
}
