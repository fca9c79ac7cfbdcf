import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '../api/reports-api';
import { useRequestAgain } from './use-request-again';

interface Props {
  report: Report;
  /** How the report is named in the button's accessible name (lists have many of these buttons). */
  name?: string;
  tabIndex?: 0 | -1;
  size?: 'xs' | 'sm';
  /** An icon button with its label in a tooltip (a list's narrow actions column). */
  compact?: boolean;
  onRequested?: (created: Report) => void;
}

/**
 * "Request again": a fresh report with the same parameters. When an earlier press got no answer, the
 * button is "Check again" for that request (its reference), so it never makes a second report.
 */
export function RequestAgainButton({ report, name, tabIndex, size = 'sm', compact, onRequested }: Props) {
  const { t } = useTranslation('reports');
  const { pending, open, checkAgain, submit } = useRequestAgain(report, onRequested);
  const unknown = open?.status === 'unknown';
  const label = unknown ? t('common:outcome.checkAgain') : t('requestAgain.action');
  const common = {
    variant: 'light',
    color: unknown ? 'yellow' : undefined,
    loading: pending,
    tabIndex,
    'aria-label': name ? t('requestAgain.named', { action: label, name }) : compact ? label : undefined,
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      if (unknown) void checkAgain();
      else submit();
    },
  } as const;
  if (compact) {
    return (
      <Tooltip label={label} withinPortal>
        <ActionIcon size="lg" {...common}>
          <IconRefresh size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button size={size} leftSection={<IconRefresh size={16} aria-hidden />} {...common}>
      {label}
    </Button>
  );
}
