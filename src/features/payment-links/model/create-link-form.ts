import { fromZonedTime } from 'date-fns-tz';
import type { TFunction } from 'i18next';
import { DESCRIPTION_MAX, MAX_EXPIRY_DAYS } from '@/lib/contract/payment-links';
import type { MessageCatalogue } from '@/lib/forms';
import { checkMoneyText, parseMoney } from '@/lib/money';
import type { LinkProject, NewPaymentLink } from '../api/payment-links-api';

const DAY = 86_400_000;

export interface CreateLinkValues {
  project: string;
  amount: string;
  currency: string;
  description: string;
  /** `datetime-local` text in the user's time zone; empty: the link does not expire. */
  expiresAt: string;
  /** '' (no reminder), '1', '2' or '7'. */
  reminderDays: string;
}

export const emptyLink = (currency = 'EUR'): CreateLinkValues => ({ project: '', amount: '', currency, description: '', expiresAt: '', reminderDays: '' });

/** The form's fields, named as the server's error pointers name them. */
export const LINK_FIELDS = ['project', 'amount', 'currency', 'description', 'expiresAt', 'reminderDays'] as const;

/** The server's codes of this form → message keys. */
export const linkErrorCodes: MessageCatalogue = {
  required: 'paymentLinks:create.errors.projectRequired',
  's2s-not-supported': 'paymentLinks:create.errors.serverToServer',
  'not-found': 'paymentLinks:create.errors.projectRequired',
  forbidden: 'paymentLinks:create.errors.forbidden',
  'expiry-in-past': 'paymentLinks:create.errors.expiryPast',
  'expiry-too-far': 'paymentLinks:create.errors.expiryTooFar',
  'reminder-needs-expiry': 'paymentLinks:create.errors.reminderNeedsExpiry',
  'reminder-too-late': 'paymentLinks:create.errors.reminderTooLate',
  'unknown-currency': 'errors:money.unknownCurrency',
};

/** The expiry as an instant, or null when none is set or the text is not a date. */
export const expiryInstant = (text: string, timeZone: string): number | null => {
  if (!text) return null;
  const instant = fromZonedTime(text, timeZone).getTime();
  return Number.isNaN(instant) ? null : instant;
};

/** Validation as the user types; every message translated (`locale` writes numbers in them). */
export function linkValidators(t: TFunction, projects: readonly LinkProject[], timeZone: string, locale = 'en', now: () => number = Date.now) {
  return {
    project: (value: string) => {
      if (!value) return t('create.errors.projectRequired');
      return projects.find((p) => p.id === value)?.serverToServer ? t('create.errors.serverToServer') : null;
    },
    amount: (value: string, values: CreateLinkValues) => {
      const problem = checkMoneyText(value, values.currency, locale);
      return problem ? t(problem.key, problem.values) : null;
    },
    description: (value: string) => (value.trim().length > DESCRIPTION_MAX ? t('create.errors.descriptionLong', { max: DESCRIPTION_MAX }) : null),
    expiresAt: (value: string) => {
      if (!value) return null;
      const instant = expiryInstant(value, timeZone);
      if (instant === null) return t('create.errors.expiryInvalid');
      if (instant <= now()) return t('create.errors.expiryPast');
      return instant > now() + MAX_EXPIRY_DAYS * DAY ? t('create.errors.expiryTooFar') : null;
    },
    reminderDays: (value: string, values: CreateLinkValues) => {
      if (!value) return null;
      const expiry = expiryInstant(values.expiresAt, timeZone);
      if (expiry === null) return t('create.errors.reminderNeedsExpiry');
      return expiry - Number(value) * DAY <= now() ? t('create.errors.reminderTooLate') : null;
    },
  };
}

/** What the server is sent: minor units, an ISO instant, numbers for days. */
export function toNewLink(values: CreateLinkValues, timeZone: string): NewPaymentLink {
  const expiry = expiryInstant(values.expiresAt, timeZone);
  return {
    projectId: values.project,
    amount: parseMoney(values.amount, values.currency) ?? 0,
    currency: values.currency,
    description: values.description.trim(),
    expiresAt: expiry === null ? null : new Date(expiry).toISOString(),
    reminderDays: values.reminderDays && expiry !== null ? Number(values.reminderDays) : null,
  };
}
