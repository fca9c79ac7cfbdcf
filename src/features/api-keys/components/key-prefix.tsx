import { Text, type TextProps } from '@mantine/core';

/** The first characters of a secret (`sk_live_4f9a…`): monospace and left to right in every language. */
export function KeyPrefix({ prefix, ...props }: { prefix: string } & TextProps) {
  return (
    <Text span size="sm" ff="monospace" dir="ltr" {...props}>
      {prefix}…
    </Text>
  );
}
