import '@mantine/dates/styles.css';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay, useDateSettings } from '@/lib/dates';
import { dateLocale } from '@/lib/dates/month-names';
import { readTypedDay } from '@/lib/dates/typed-day';
import { ltrIn } from '@/lib/i18n';
import type { DateFieldProps } from './date-field';
import { useCalendarLocale } from './use-calendar-locale';

/** `DateField`'s input, loaded on demand: `@mantine/dates` with the user's pattern for showing and reading days. */
export function CalendarDateInput({ label, value, onChange, error, maxDate, minDate, withAsterisk, 'aria-label': ariaLabel, onBlur, onFocus }: DateFieldProps) {
  const { dateFormat } = useDateSettings();
  const { t, i18n } = useTranslation('common');
  const locale = useCalendarLocale(i18n.language);
  return (
    <DatesProvider settings={{ locale }}>
      <DateInput
        label={label}
        aria-label={ariaLabel}
        withAsterisk={withAsterisk}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormat={(day) => ltrIn(i18n.language)(formatDay(day, dateFormat, dateLocale(i18n.language)))}
        dateParser={(text) => readTypedDay(text, dateFormat, i18n.language)}
        placeholder={dateFormat.toLowerCase()}
        error={error}
        maxDate={maxDate}
        minDate={minDate}
        clearable
        clearButtonProps={{ 'aria-label': t('dateField.clear', { field: label }) }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        onBlur={onBlur}
        onFocus={onFocus}
        // Digits and separators of a pattern read left to right in every language.
        dir="ltr"
      />
    </DatesProvider>
  );
}
