import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import classes from './list-frame.module.css';

interface Props {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  /** Rows in the whole list (`meta.page.total`). */
  total: number;
  onPage: (page: number) => void;
}

/** "Showing 1–50 of 1,234" (announced when it changes) with previous and next. */
export function ListPager({ page, pageSize, shown, total, onPage }: Props) {
  const { t } = useTranslation('common');
  const { number } = useLocaleFormat();
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  const hasPrevious = page > 1;
  const hasNext = to < total;

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {shown ? t('list.showing', { from: number(from), to: number(to), total: number(total) }) : ''}
      </Text>
      {(hasPrevious || hasNext) && (
        <Group component="nav" gap="xs" aria-label={t('list.pagination')}>
          <Button
            variant="default"
            size="sm"
            disabled={!hasPrevious}
            onClick={() => onPage(page - 1)}
            leftSection={<IconChevronLeft size={16} className={classes.flip} aria-hidden />}
          >
            {t('list.previous')}
          </Button>
          <Button
            variant="default"
            size="sm"
            disabled={!hasNext}
            onClick={() => onPage(page + 1)}
            rightSection={<IconChevronRight size={16} className={classes.flip} aria-hidden />}
          >
            {t('list.next')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
