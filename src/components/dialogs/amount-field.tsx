import { Text, TextInput, type TextInputProps } from '@mantine/core';

/** An amount of money typed in a dialog: the decimal keyboard, digits left to right, its currency at the end. */
export function AmountField({ currency, ...props }: TextInputProps & { currency: string }) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      rightSection={
        <Text size="xs" c="dimmed">
          {currency}
        </Text>
      }
      rightSectionWidth={48}
      {...props}
    />
  );
}
