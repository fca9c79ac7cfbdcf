import {
  billingFiguresAnswer,
  customerAnswer,
  dunningSettingsAnswer,
  dunningWhatIfAnswer,
  invoiceAnswer,
  planAnswer,
  planChangePreviewAnswer,
  subscriptionAnswer,
  timelineAnswer,
} from '@/lib/contract/billing';
import { lazySchema } from '@/lib/validation';
import type { BillingFigures, Customer, DunningSettings, DunningWhatIf, Invoice, Plan, PlanChangePreview, Subscription, Timeline } from './billing-model';

const relationId = (relation: { data?: { id: string } | null } | undefined) => relation?.data?.id ?? null;

const parseCustomer = lazySchema(customerAnswer);
export async function toCustomer(raw: unknown): Promise<Customer> {
  const { id, attributes: a, relationships } = await parseCustomer(raw);
  return { id, ...a, projectId: relationId(relationships?.project) };
}

const parsePlan = lazySchema(planAnswer);
export async function toPlan(raw: unknown): Promise<Plan> {
  const { id, attributes: a, relationships } = await parsePlan(raw);
  return { id, ...a, projectId: relationId(relationships?.project) };
}

const parseSubscription = lazySchema(subscriptionAnswer);
export async function toSubscription(raw: unknown): Promise<Subscription> {
  const { id, attributes: a, relationships } = await parseSubscription(raw);
  return {
    id,
    ...a,
    trialEndsAt: a.trialEndsAt ?? null,
    pauseAt: a.pauseAt ?? null,
    resumeAt: a.resumeAt ?? null,
    endsAt: a.endsAt ?? null,
    endedAt: a.endedAt ?? null,
    dunning: a.dunning ?? null,
    scheduledPlanChange: a.scheduledPlanChange ?? null,
    projectId: relationId(relationships?.project),
    customerId: relationId(relationships?.customer),
    planId: relationId(relationships?.plan),
  };
}

const parseInvoice = lazySchema(invoiceAnswer);
export async function toInvoice(raw: unknown): Promise<Invoice> {
  const { id, attributes } = await parseInvoice(raw);
  return { id, ...attributes };
}

const parseTimeline = lazySchema(timelineAnswer);
export const toTimeline = async (raw: unknown): Promise<Timeline> => (await parseTimeline(raw)).attributes;

const parsePreview = lazySchema(planChangePreviewAnswer);
export const toPlanChangePreview = async (raw: unknown): Promise<PlanChangePreview> => (await parsePreview(raw)).attributes;

const parseFigures = lazySchema(billingFiguresAnswer);
export const toBillingFigures = async (raw: unknown): Promise<BillingFigures> => (await parseFigures(raw)).attributes;

const parseSettings = lazySchema(dunningSettingsAnswer);
export const toDunningSettings = async (raw: unknown): Promise<DunningSettings> => (await parseSettings(raw)).attributes;

const parseWhatIf = lazySchema(dunningWhatIfAnswer);
export const toDunningWhatIf = async (raw: unknown): Promise<DunningWhatIf> => (await parseWhatIf(raw)).attributes;

export async function toPage<T>(answer: { data?: unknown; meta?: { page?: { total?: number } } }, parse: (raw: unknown) => Promise<T>) {
  const rows = await Promise.all(((answer.data ?? []) as unknown[]).map(parse));
  return { rows, total: answer.meta?.page?.total ?? rows.length };
}
