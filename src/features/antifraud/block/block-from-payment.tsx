import { Anchor, Button, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBan, IconChevronDown } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { antifraudListHref } from '@/config/paths';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { cardBrands } from '@/lib/contract/transactions';
import { useAppSelector } from '@/lib/store';
import { BlockDialog } from './block-dialog';
import { blockTargets, type BlockKind, type BlockOutcome, type BlockTarget, type PaymentToBlock } from './block-targets';

export interface BlockFromPaymentProps {
  payment: PaymentToBlock;
}

const knownBrands: ReadonlySet<string> = new Set(cardBrands);

/** What the user reads of a value: a card as its brand and last four digits, the rest as they are. */
function useShownValue() {
  const { t } = useTranslation(['antifraud', 'payments']);
  return (target: BlockTarget) =>
    target.card
      ? t('antifraud:block.card', {
          brand: knownBrands.has(target.card.brand) ? t(`payments:brand.${target.card.brand}`) : target.card.brand,
          last4: target.card.last4,
        })
      : target.value;
}

function BlockControl({ payment, resourceId }: { payment: PaymentToBlock; resourceId: string }) {
  const { t } = useTranslation('antifraud');
  const shownOf = useShownValue();
  const targets = useMemo(() => blockTargets(payment), [payment]);
  const [choice, setChoice] = useState<BlockKind | null>(null);
  const [outcomes, setOutcomes] = useState<Partial<Record<BlockKind, BlockOutcome>>>({});
  if (targets.length === 0) return null;
  const chosen = targets.find((target) => target.kind === choice);
  const done = targets.flatMap((target) => {
    const outcome = outcomes[target.kind];
    return outcome ? [{ target, outcome }] : [];
  });

  return (
    <Stack gap="xs" mt="md" align="flex-start">
      {/* No initial-focus placeholder: a presentational child with a tab index is not something a menu may own (axe). */}
      <Menu position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button variant="light" color="red" leftSection={<IconBan size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
            {t('block.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {targets.map((target) => {
            const outcome = outcomes[target.kind];
            return (
              <Menu.Item key={target.kind} disabled={outcome !== undefined} onClick={() => setChoice(target.kind)}>
                <Text span size="sm" display="block">
                  {t(outcome ? `block.${outcome.already ? 'alreadyBlocked' : 'blocked'}.${target.kind}` : `block.choice.${target.kind}`)}
                </Text>
                <VisuallyHidden component="span">, </VisuallyHidden>
                <Text span size="xs" c="dimmed" display="block" style={{ overflowWrap: 'anywhere' }}>
                  <bdi dir={target.kind === 'ip' ? 'ltr' : undefined}>{shownOf(target)}</bdi>
                </Text>
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      {done.map(({ target, outcome }) => (
        <Text key={target.kind} size="sm">
          {t(`block.state.${outcome.already ? 'already' : 'added'}.${target.kind}`)}{' '}
          {outcome.listId ? (
            <Anchor component={Link} to={antifraudListHref(outcome.listId)} size="sm">
              <bdi>{outcome.listName}</bdi>
            </Anchor>
          ) : (
            <bdi>{outcome.listName}</bdi>
          )}
        </Text>
      ))}
      {chosen && (
        <BlockDialog
          target={chosen}
          shown={shownOf(chosen)}
          paymentId={payment.id}
          resourceId={resourceId}
          onClose={() => setChoice(null)}
          onBlocked={(outcome) => {
            setOutcomes((current) => ({ ...current, [chosen.kind]: outcome }));
            setChoice(null);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * "Block…" on a payment's page: its card, customer e-mail or IP address onto the merchant's default block
 * list in one step (docs/api/antifraud.md, *Lists*). Nothing for a user who may not change the lists.
 */
export function BlockFromPayment({ payment }: BlockFromPaymentProps) {
  const mayWrite = usePermission(antifraudPermissions.listsWrite);
  const workspace = useAppSelector(selectSelectedResource);
  if (!mayWrite || !workspace) return null;
  // Another payment starts afresh: what was blocked from one page is not shown on the next.
  return <BlockControl key={payment.id} payment={payment} resourceId={workspace.id} />;
}
