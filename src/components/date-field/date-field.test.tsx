import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DateSettingsProvider } from '@/lib/dates';
import { renderWithProviders } from '../../../tests/render-ui';
import { DateField } from './date-field';

function Field({ dateFormat, initial, onDay }: { dateFormat: string; initial: string; onDay: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateSettingsProvider value={{ dateFormat, timeZone: 'UTC' }}>
      <DateField
        label="From"
        value={value}
        onChange={(day) => {
          setValue(day);
          onDay(day);
        }}
      />
    </DateSettingsProvider>
  );
}

describe('DateField', () => {
  it.each([
    ['MM/dd/yyyy', '11/24/2026', '12/01/2026'],
    ['dd.MM.yyyy', '24.11.2026', '01.12.2026'],
  ])('shows and reads days in the user pattern %s, not as a native date input', async (dateFormat, shown, typed) => {
    const days: string[] = [];
    await renderWithProviders(<Field dateFormat={dateFormat} initial="2026-11-24" onDay={(day) => days.push(day)} />);
    const input = await screen.findByRole('textbox', { name: 'From' });
    expect(input).toHaveValue(shown);
    expect(document.querySelector('input[type="date"]')).toBeNull();
    fireEvent.change(input, { target: { value: typed } });
    await waitFor(() => expect(days).toEqual(['2026-12-01']));
    fireEvent.blur(input);
    expect(input).toHaveValue(typed);
  });

  it('takes nothing from a half-typed date', async () => {
    const days: string[] = [];
    await renderWithProviders(<Field dateFormat="dd.MM.yyyy" initial="" onDay={(day) => days.push(day)} />);
    const input = await screen.findByRole('textbox', { name: 'From' });
    fireEvent.change(input, { target: { value: '01.12.20' } });
    expect(days).toEqual([]);
  });
});
