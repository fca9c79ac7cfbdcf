import { Code, ScrollArea, Text } from '@mantine/core';
import { SectionCard } from '@/components/details-section';
import { prettyBody } from '@/features/webhooks';

/** A body as text in a `<pre>` (never markup), re-indented when it is JSON; the server masked its secrets. */
export function BodyCard({ title, body, empty, description }: { title: string; body: string | null; empty: string; description?: string }) {
  const text = prettyBody(body);
  return (
    <SectionCard title={title} description={description}>
      {text ? (
        <ScrollArea.Autosize mah={420} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': title }}>
          <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Code>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </SectionCard>
  );
}
