import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/env';
import { isolate } from '@/lib/i18n';
import { preloadHttp } from '@/lib/http';
import { preloadSchemas } from '@/lib/validation';
import { Logo } from '../brand/logo';
import { LanguagePicker } from './language-picker';
import classes from './auth-layout.module.css';

/** "2025" in the first year, "2025–2026" after (isolated where used, or Arabic reads it backwards). */
const copyrightYears = () => {
  const now = new Date().getFullYear();
  return now > brand.firstYear ? `${brand.firstYear}–${now}` : String(brand.firstYear);
};

// Showing a form needs neither the HTTP client nor answer checking; the first key or pointer press fetches both while the user types.
const preloadCalls = () => {
  preloadSchemas();
  preloadHttp();
};

/** Auth layout: brand logo, welcome title, the page in a card, footer links. */
export function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <Box className={classes.page} onKeyDownCapture={preloadCalls} onPointerDownCapture={preloadCalls}>
      <Group component="header" justify="space-between" p="md">
        <Logo />
        <LanguagePicker />
      </Group>
      <Container size={460} component="main" className={classes.main}>
        <Stack gap="lg">
          <Title order={1} ta="center" className={classes.welcome}>
            {t('welcome', { brand: brand.name })}
          </Title>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </Container>
      <Group component="footer" justify="center" gap="lg" p="md" className={classes.footer}>
        <Anchor href={`mailto:${brand.supportEmail}`} size="sm" c="dimmed">
          {t('footer.contacts')}
        </Anchor>
        <Anchor href={brand.privacyUrl} size="sm" c="dimmed" target="_blank" rel="noopener noreferrer">
          {t('footer.privacy')}
        </Anchor>
        <Anchor href={brand.termsUrl} size="sm" c="dimmed" target="_blank" rel="noopener noreferrer">
          {t('footer.terms')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: isolate(copyrightYears()), brand: brand.name })}
        </Text>
      </Group>
    </Box>
  );
}
