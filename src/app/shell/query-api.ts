import type { WithSlice } from '@reduxjs/toolkit';
import { baseApi, invalidateOnResourceUpdate, mergePushedTags } from '@/lib/api/base-api';
import { projectsPushedTags } from '@/features/projects';
import { transactionsPushedTags } from '@/features/transactions';
import { paymentLinksPushedTags } from '@/features/payment-links';
import { channelsPushedTags } from '@/features/channels';
import { disputesPushedTags } from '@/features/disputes';
import { reportsPushedTags } from '@/features/reports';
import { balancesPushedTags } from '@/features/balances';
import { payoutMethodsPushedTags } from '@/features/payout-methods';
import { settlementsPushedTags } from '@/features/settlements';
import { payoutsPushedTags } from '@/features/payouts';
import { walletPushedTags } from '@/features/wallet';
import { statementsPushedTags } from '@/features/statements';
import { teamPushedTags } from '@/features/team';
import { auditPushedTags } from '@/features/audit';
import { projectSettingsPushedTags } from '@/features/project-settings';
import { apiKeysPushedTags } from '@/features/api-keys';
import { developersPushedTags } from '@/features/developers';
import { webhooksPushedTags } from '@/features/webhooks';
import { mailboxPushedTags } from '@/features/mailbox';
import { billingPushedTags } from '@/features/billing';
import { antifraudPushedTags } from '@/features/antifraud';
import type { AppServices } from '../services';

declare module '@/lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}

/** What each feature's pushes refetch (its `pushedTags`), gathered as the route table gathers its routes. */
const pushedTags = mergePushedTags(
  projectsPushedTags,
  transactionsPushedTags,
  paymentLinksPushedTags,
  channelsPushedTags,
  disputesPushedTags,
  reportsPushedTags,
  balancesPushedTags,
  payoutMethodsPushedTags,
  settlementsPushedTags,
  payoutsPushedTags,
  walletPushedTags,
  statementsPushedTags,
  teamPushedTags,
  auditPushedTags,
  projectSettingsPushedTags,
  apiKeysPushedTags,
  developersPushedTags,
  webhooksPushedTags,
  billingPushedTags,
  antifraudPushedTags,
  mailboxPushedTags,
);

const injected = new WeakSet<object>();

/** Adds RTK Query to the store once, before any dashboard screen queries. */
export function injectQueryApi(services: AppServices) {
  if (injected.has(services)) return;
  injected.add(services);
  services.injectSlice(baseApi, baseApi.middleware);
  services.injectSlice(baseApi, invalidateOnResourceUpdate(pushedTags));
}
