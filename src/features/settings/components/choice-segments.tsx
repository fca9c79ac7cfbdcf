import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/** A SegmentedControl (a radio group) whose visible label is its accessible name. */
export function ChoiceSegments<T extends string>({
  label,
  description,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Stack gap={6}>
      <div>
        <Text id={labelId} size="sm" fw={500}>
          {label}
        </Text>
        {description && (
          <Text id={descriptionId} size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={disabled || undefined}
        value={value}
        data={options}
        onChange={(next) => onChange(next as T)}
        disabled={disabled}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
