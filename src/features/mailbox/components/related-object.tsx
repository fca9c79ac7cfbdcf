import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopicRelatedType } from '@/lib/contract/mailbox-rules';
import { relatedTypeKey } from '../model/labels';
import { useRelatedHref } from '../model/related-objects';

/** "Payment tx_…": what a topic is about, a link to its page when the user may open it. */
export function RelatedObject({ related, tabIndex }: { related: { type: TopicRelatedType; id: string }; tabIndex?: 0 | -1 }) {
  const { t } = useTranslation('mailbox');
  const href = useRelatedHref()(related);
  const label = (
    <>
      {t(relatedTypeKey(related.type))}{' '}
      <Text span inherit ff="monospace" dir="ltr">
        {related.id}
      </Text>
    </>
  );
  return href ? (
    <Anchor component={Link} to={href} size="sm" tabIndex={tabIndex} truncate="end" title={related.id}>
      {label}
    </Anchor>
  ) : (
    <Text span size="sm" truncate="end" title={related.id}>
      {label}
    </Text>
  );
}
