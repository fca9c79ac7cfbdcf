import { Group } from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/components/list-page';
import type { PayoutMethod } from '../api/payout-methods-api';

export type MethodAction = 'default' | 'remove';

interface Props {
  method: PayoutMethod;
  name: string;
  tabIndex: 0 | -1;
  onAction: (action: MethodAction, method: PayoutMethod) => void;
}

/** "Make default" (not on the default) and "Remove", each named after the method. */
export function MethodRowActions({ method, name, tabIndex, onAction }: Props) {
  const { t } = useTranslation('payoutMethods');
  const button = (action: MethodAction, label: string, icon: React.ReactNode, color?: string) => (
    <RowActionButton
      label={label}
      name={t('actions.named', { action: label, name })}
      icon={icon}
      color={color}
      tabIndex={tabIndex}
      onClick={() => onAction(action, method)}
    />
  );
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {!method.isDefault && button('default', t('actions.makeDefault'), <IconStar size={18} aria-hidden />)}
      {button('remove', t('actions.remove'), <IconTrash size={18} aria-hidden />, 'red')}
    </Group>
  );
}
