import { IconCreditCard, IconFileAnalytics, IconGavel, IconLink, IconListSearch, IconReceipt, IconUser } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '@/features/permissions';
import { useLocaleFormat } from '@/lib/format';
import { selectSelectedResourceId } from '@/features/workspace';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';
import { intlLocale, isolate } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useAppSelector } from '@/lib/store';
import { useFindCustomersQuery, useFindPaymentsQuery, useResolveIdQuery, type CustomerHit, type PaymentHit, type ResolvedHit } from '../api/palette-api';
import { paymentsListQuery, rankIdHits, type IdKind, type QueryShape } from '../model/match';
import type { Entry, EntryGroup } from './entries';
import { TRANSACTIONS_LIST, customerHref, disputeHref, paymentLinkHref, reportHref, transactionHref } from '@/config/paths';
import { PAYMENT_LINKS_PERMISSION, REPORTS_PERMISSION, TRANSACTIONS_PERMISSION } from '@/config/permissions';

export type SearchStatus = 'idle' | 'loading' | 'failed' | 'ready';

const hitIcons: Record<IdKind, React.ReactNode> = {
  transaction: <IconReceipt size={18} aria-hidden />,
  dispute: <IconGavel size={18} aria-hidden />,
  paymentLink: <IconLink size={18} aria-hidden />,
  report: <IconFileAnalytics size={18} aria-hidden />,
  customer: <IconUser size={18} aria-hidden />,
};

const hrefs: Record<IdKind, (id: string) => string> = {
  transaction: transactionHref,
  dispute: disputeHref,
  paymentLink: paymentLinkHref,
  report: reportHref,
  customer: customerHref,
};

/** The parts of a second line, each isolated so that Latin names and amounts keep their order in Arabic. */
const line = (...parts: (string | null | undefined)[]) =>
  parts
    .filter(Boolean)
    .map((part) => isolate(part!))
    .join(' · ');

/**
 * What the server finds for the query, as palette entries: the objects a pasted id or order
 * reference names, or the newest payments of a customer e-mail or card last 4 with "See all", and
 * the customers with that e-mail or a saved card ending so.
 * Each kind is asked for only when the user may read it; the server refuses the rest anyway.
 */
export function useSearchGroups(shape: QueryShape): { groups: EntryGroup[]; status: SearchStatus; retry: () => void } {
  const { t, i18n } = useTranslation(['palette', 'payments', 'disputes', 'reports', 'paymentLinks']);
  const navigate = useNavigate();
  const { dateTime: formatDate, day: formatDay, country: countryName } = useLocaleFormat();
  const resourceId = useAppSelector(selectSelectedResourceId) ?? '';
  const readsPayments = usePermission(TRANSACTIONS_PERMISSION);
  const readsDisputes = usePermission(DISPUTES_READ);
  const readsLinks = usePermission(PAYMENT_LINKS_PERMISSION);
  const readsReports = usePermission(REPORTS_PERMISSION);
  const readsCustomers = usePermission(billingPermissions.customersRead);
  const kinds = useMemo(() => {
    const allowed: Record<IdKind, boolean> = {
      transaction: readsPayments,
      dispute: readsDisputes,
      paymentLink: readsLinks,
      report: readsReports,
      customer: readsCustomers,
    };
    return (Object.keys(allowed) as IdKind[]).filter((kind) => allowed[kind]);
  }, [readsPayments, readsDisputes, readsLinks, readsReports, readsCustomers]);

  const token = shape.kind === 'id' ? shape.token : '';
  const search = shape.kind === 'email' || shape.kind === 'last4' ? shape : null;
  const resolved = useResolveIdQuery({ resourceId, token, kinds }, { skip: !token || !resourceId || kinds.length === 0 });
  const searchArgs = { resourceId, search: search ?? { kind: 'last4' as const, digits: '' } };
  const found = useFindPaymentsQuery(searchArgs, { skip: !search || !resourceId || !readsPayments });
  const customers = useFindCustomersQuery(searchArgs, { skip: !search || !resourceId || !readsCustomers });

  const locale = intlLocale(i18n.language);
  const groups = useMemo(() => {
    const money = (minor: number, currency: string) => isolate(formatMoney(minor, currency, locale));
    const go = (href: string) => () => {
      void navigate(href);
      return 'leave' as const;
    };
    const customerEntry = (c: CustomerHit): Pick<Entry, 'label' | 'description'> => ({
      label: t('palette:hits.customer', { name: isolate(c.name || c.email) }),
      description: line(c.email, countryName(c.country)),
    });
    const paymentLine = (p: PaymentHit) =>
      line(t(`payments:status.${p.status}`, { defaultValue: p.status }), p.customer.name || p.customer.email, p.referenceId, formatDate(p.createdAt));

    const describe = (hit: ResolvedHit): Pick<Entry, 'label' | 'description'> => {
      switch (hit.kind) {
        case 'transaction':
          return {
            label: t('palette:hits.transaction', { id: isolate(hit.id), amount: money(hit.payment.amount, hit.payment.currency) }),
            description: paymentLine(hit.payment),
          };
        case 'dispute':
          return {
            label: t('palette:hits.dispute', { id: isolate(hit.id), amount: money(hit.amount, hit.currency) }),
            description: line(t(`disputes:status.${hit.status}`, { defaultValue: hit.status })),
          };
        case 'paymentLink':
          return {
            label: t('palette:hits.paymentLink', { id: isolate(hit.id), amount: money(hit.amount, hit.currency) }),
            description: line(hit.description, t(`paymentLinks:status.${hit.status}`, { defaultValue: hit.status })),
          };
        case 'customer':
          return customerEntry(hit.customer);
        default:
          return {
            label: t('palette:hits.report', { id: isolate(hit.id) }),
            description: line(
              t(`reports:kind.${hit.reportKind}`, { defaultValue: hit.reportKind }),
              `${formatDay(hit.period.from)} – ${formatDay(hit.period.to)}`,
              t(`reports:status.${hit.status}`, { defaultValue: hit.status }),
            ),
          };
      }
    };

    if (token && resolved.currentData && resolved.originalArgs?.token === token) {
      const hits = rankIdHits(resolved.currentData, token, shape.kind === 'id' ? shape.likely : null);
      const entries = hits.map((hit): Entry => ({
        key: `${hit.kind}-${hit.id}`,
        ...describe(hit),
        icon: hitIcons[hit.kind],
        run: go(hrefs[hit.kind](hit.id)),
      }));
      return entries.length ? [{ key: 'found', label: t('palette:groups.found'), entries }] : [];
    }
    if (search) {
      const { rows, total } = found.currentData ?? { rows: [], total: 0 };
      const entries: Entry[] = rows.map((p) => ({
        key: `payment-${p.id}`,
        label: t('palette:hits.payment', { amount: money(p.amount, p.currency), id: isolate(p.id) }),
        description: paymentLine(p),
        icon: <IconCreditCard size={18} aria-hidden />,
        run: go(transactionHref(p.id)),
      }));
      if (total > 0) {
        entries.push({
          key: 'payments-all',
          label: t('palette:seeAll', { count: total }),
          icon: <IconListSearch size={18} aria-hidden />,
          run: go(`${TRANSACTIONS_LIST}?${paymentsListQuery(search)}`),
        });
      }
      const people: Entry[] = (customers.currentData ?? []).map((c) => ({
        key: `customer-${c.id}`,
        ...customerEntry(c),
        icon: hitIcons.customer,
        run: go(customerHref(c.id)),
      }));
      return [
        ...(entries.length ? [{ key: 'payments', label: t('palette:groups.payments'), entries }] : []),
        ...(people.length ? [{ key: 'customers', label: t('palette:groups.customers'), entries: people }] : []),
      ];
    }
    return [];
  }, [
    token,
    search,
    shape,
    resolved.currentData,
    resolved.originalArgs,
    found.currentData,
    customers.currentData,
    t,
    locale,
    formatDate,
    formatDay,
    countryName,
    navigate,
  ]);

  const active = !resourceId
    ? []
    : token
      ? kinds.length
        ? [resolved]
        : []
      : search
        ? [...(readsPayments ? [found] : []), ...(readsCustomers ? [customers] : [])]
        : [];
  // Failed only when nothing could be asked: one look-up answering is enough to show what it found.
  const status: SearchStatus =
    active.length === 0 ? 'idle' : active.some((query) => query.isFetching) ? 'loading' : active.every((query) => query.isError) ? 'failed' : 'ready';
  return { groups, status, retry: () => active.forEach((query) => void query.refetch()) };
}
