import { matchPath, type RouteObject } from 'react-router';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { analyticsRoutes } from '@/features/analytics';
import { antifraudRoutes } from '@/features/antifraud';
import { apiKeyRoutes } from '@/features/api-keys';
import { developerRoutes } from '@/features/developers';
import { auditRoutes } from '@/features/audit';
import { balancesRoutes } from '@/features/balances';
import { billingRoutes } from '@/features/billing';
import { channelRoutes } from '@/features/channels';
import { disputeRoutes } from '@/features/disputes';
import { homeRoutes } from '@/features/home';
import { identityRoutes } from '@/features/identity';
import { mailboxRoutes } from '@/features/mailbox';
import { paymentLinkRoutes } from '@/features/payment-links';
import { payoutMethodRoutes } from '@/features/payout-methods';
import { payoutRoutes } from '@/features/payouts';
import { projectRoutes } from '@/features/projects';
import { reportRoutes } from '@/features/reports';
import { settingsRoutes } from '@/features/settings';
import { settlementRoutes } from '@/features/settlements';
import { staffRoutes } from '@/features/staff';
import { teamRoutes } from '@/features/team';
import { transactionRoutes } from '@/features/transactions';
import { walletRoutes } from '@/features/wallet';
import { statementRoutes } from '@/features/statements';
import { webhookRoutes } from '@/features/webhooks';
import { NotFoundPage } from './not-found-page';
import { plannedRoutes } from './planned-routes';
import { PageError } from './route-error';

/** Every dashboard route: the features' own, then those of spec §2 still to be built. */
export const dashboardRouteTable: FeatureRoute[] = [
  ...homeRoutes,
  ...analyticsRoutes,
  ...projectRoutes,
  ...channelRoutes,
  ...transactionRoutes,
  ...reportRoutes,
  ...disputeRoutes,
  ...antifraudRoutes,
  ...paymentLinkRoutes,
  ...billingRoutes,
  ...balancesRoutes,
  ...payoutRoutes,
  ...walletRoutes,
  ...statementRoutes,
  ...payoutMethodRoutes,
  ...settlementRoutes,
  ...auditRoutes,
  ...settingsRoutes,
  ...teamRoutes,
  ...identityRoutes,
  ...developerRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...mailboxRoutes,
  ...staffRoutes,
  ...plannedRoutes,
];

/** The route a link leads to (`/accounts` matches `/accounts/:id?`). */
export const routeOf = (to: string) => dashboardRouteTable.find((route) => matchPath({ path: route.path, end: true }, to) !== null);

/** A page whose code fails to load (or that fails to render) shows so in the content area: the shell stays. */
export const dashboardRoutes: RouteObject[] = dashboardRouteTable.map(({ path, titleKey, permission, organizationsOnly, workspaceFree, screen }) => ({
  path,
  handle: { titleKey, permission, organizationsOnly, workspaceFree },
  errorElement: <PageError />,
  ...(screen ? { lazy: screen } : { element: <NotFoundPage /> }),
}));
