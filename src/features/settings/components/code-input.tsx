import { TextInput } from '@mantine/core';

export const CODE_LENGTH = 6;
export const isSixDigitCode = (code: string) => /^\d{6}$/.test(code);

/** A one-time 6-digit code field: digits only, the platform may fill it from an SMS or app. */
export function CodeInput({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={CODE_LENGTH}
      maw={200}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
      error={error}
    />
  );
}
