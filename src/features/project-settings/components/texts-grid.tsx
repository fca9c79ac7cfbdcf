import { Badge, Box, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutTextKeys, CHECKOUT_TEXT_MAX } from '@/lib/contract/developers';
import type { CheckoutTranslation } from '../api/checkout-translations-api';
import { isMissing, type CheckoutTextKey } from '../model/checkout-texts';
import { useLanguageLabel } from '../model/language-label';
import classes from './texts-grid.module.css';

interface Props {
  form: UseFormReturnType<{ texts: Record<CheckoutTextKey, string> }>;
  /** The language edited (its texts are written in its own direction). */
  language: string;
  /** The default language, shown read-only beside; null when the default itself is edited. */
  compareWith: CheckoutTranslation | null;
  values: Record<CheckoutTextKey, string>;
  readOnly: boolean;
  disabled: boolean;
}

/**
 * One row per checkout text: its key, the default language's text (read-only) and this language's
 * field, marked "Missing" (in words and colour) while empty. Rows stack on a phone.
 */
export function TextsGrid({ form, language, compareWith, values, readOnly, disabled }: Props) {
  const { t } = useTranslation('projectSettings');
  const label = useLanguageLabel();
  const baseId = useId();
  const cols = compareWith ? 3 : 2;
  return (
    <Stack gap={0}>
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm" className={classes.head} aria-hidden>
        <Text size="xs" fw={600} c="dimmed">
          {t('languages.edit.key')}
        </Text>
        {compareWith && (
          <Text size="xs" fw={600} c="dimmed">
            {t('languages.edit.defaultColumn', { language: label(compareWith.language) })}
          </Text>
        )}
        <Text size="xs" fw={600} c="dimmed">
          {label(language)}
        </Text>
      </SimpleGrid>
      {checkoutTextKeys.map((key) => {
        const inputId = `${baseId}-${key}`;
        const missing = isMissing(values, key);
        return (
          <SimpleGrid key={key} cols={{ base: 1, sm: cols }} spacing="sm" verticalSpacing={4} className={classes.row} data-missing={missing || undefined}>
            <Box>
              <Text component="label" htmlFor={inputId} size="sm" ff="monospace" dir="ltr" className={classes.key}>
                {key}
              </Text>
              {missing && (
                <Badge size="xs" variant="light" color="orange" tt="none" ms={6}>
                  {t('languages.edit.missing')}
                </Badge>
              )}
            </Box>
            {compareWith && (
              <Text size="sm" c="dimmed" dir="auto" lang={compareWith.language} className={classes.default}>
                {compareWith.texts[key] ?? ''}
              </Text>
            )}
            <TextInput
              id={inputId}
              // The default text beside, read with the field (the visible column is for the eye).
              description={
                compareWith ? `${t('languages.edit.defaultText', { language: label(compareWith.language) })} ${compareWith.texts[key] ?? ''}` : undefined
              }
              lang={language}
              maxLength={CHECKOUT_TEXT_MAX}
              readOnly={readOnly}
              disabled={disabled}
              classNames={{ input: missing ? `${classes.text} ${classes.missingInput}` : classes.text, description: classes.readerOnly }}
              {...form.getInputProps(`texts.${key}`)}
            />
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
