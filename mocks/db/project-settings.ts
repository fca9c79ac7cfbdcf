/**
 * A project's developer settings besides its keys (docs/api/developers.md): its allowed IP ranges and
 * its checkout page's translations. The texts are the merchant's data (what their customers read),
 * not the dashboard's, so they live here and not in the locale files.
 */
import type { checkoutTextKeys } from '@/lib/contract/developers';

export type CheckoutTextKey = (typeof checkoutTextKeys)[number];

/** A project's allowed IP ranges (canonical CIDR); `id` is the project's. No row: any address. */
export interface AllowedIpList {
  id: string;
  ranges: string[];
  updatedAt: string | null;
}

export interface CheckoutTranslation {
  id: string;
  projectId: string;
  /** A canonical BCP 47 tag. */
  language: string;
  isDefault: boolean;
  texts: Partial<Record<CheckoutTextKey, string>>;
  updatedAt: string | null;
}

/** Every project's default language and its texts (each project may change them, never remove one). */
export const DEFAULT_CHECKOUT_LANGUAGE = 'en';
export const defaultCheckoutTexts: Readonly<Record<CheckoutTextKey, string>> = {
  title: 'Checkout',
  amountLabel: 'Amount to pay',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
  cardholderName: 'Name on card',
  email: 'E-mail for the receipt',
  payButton: 'Pay now',
  processing: 'Processing your payment…',
  success: 'Payment successful',
  failure: 'The payment did not go through',
  tryAgain: 'Try again',
  backToShop: 'Back to the shop',
  securedBy: 'Secure payment by Paytide',
};

const germanTexts: Record<CheckoutTextKey, string> = {
  title: 'Kasse',
  amountLabel: 'Zu zahlender Betrag',
  cardNumber: 'Kartennummer',
  expiry: 'Ablaufdatum',
  cvc: 'Sicherheitscode',
  cardholderName: 'Name auf der Karte',
  email: 'E-Mail für den Beleg',
  payButton: 'Jetzt bezahlen',
  processing: 'Ihre Zahlung wird verarbeitet…',
  success: 'Zahlung erfolgreich',
  failure: 'Die Zahlung ist nicht durchgegangen',
  tryAgain: 'Erneut versuchen',
  backToShop: 'Zurück zum Shop',
  securedBy: 'Sichere Zahlung mit Paytide',
};

/** Three texts not translated yet (`tryAgain`, `backToShop`, `securedBy`): the checkout shows the default's. */
const frenchTexts: Partial<Record<CheckoutTextKey, string>> = {
  title: 'Paiement',
  amountLabel: 'Montant à payer',
  cardNumber: 'Numéro de carte',
  expiry: 'Date d’expiration',
  cvc: 'Code de sécurité',
  cardholderName: 'Nom sur la carte',
  email: 'E-mail pour le reçu',
  payButton: 'Payer maintenant',
  processing: 'Traitement de votre paiement…',
  success: 'Paiement réussi',
  failure: 'Le paiement n’a pas abouti',
};

/** The default language of a project: not stored until it is changed (every project has one). */
const DEFAULT_ID_PREFIX = 'ctr_default_';
export const defaultTranslationId = (projectId: string) => `${DEFAULT_ID_PREFIX}${projectId}`;
/** The project a default language's id names (null for another id). */
export const projectOfDefaultTranslation = (id: string) => (id.startsWith(DEFAULT_ID_PREFIX) ? id.slice(DEFAULT_ID_PREFIX.length) : null);

export const defaultTranslation = (projectId: string): CheckoutTranslation => ({
  id: defaultTranslationId(projectId),
  projectId,
  language: DEFAULT_CHECKOUT_LANGUAGE,
  isDefault: true,
  texts: { ...defaultCheckoutTexts },
  updatedAt: null,
});

/** Northwind Shop's German (complete) and French (three texts missing). */
export const seedCheckoutTranslations = (): CheckoutTranslation[] => [
  { id: 'ctr_nw_de', projectId: 'res_prj_northwind_shop', language: 'de', isDefault: false, texts: germanTexts, updatedAt: '2026-02-03T10:15:00.000Z' },
  { id: 'ctr_nw_fr', projectId: 'res_prj_northwind_shop', language: 'fr', isDefault: false, texts: frenchTexts, updatedAt: '2026-03-11T16:40:00.000Z' },
];

export const checkoutTranslationJson = (row: CheckoutTranslation) => ({
  type: 'checkout-translations' as const,
  id: row.id,
  attributes: { language: row.language, isDefault: row.isDefault, texts: row.texts, updatedAt: row.updatedAt },
});

export const allowedIpsJson = (list: AllowedIpList) => ({
  type: 'allowed-ip-lists' as const,
  id: list.id,
  attributes: { ranges: list.ranges, updatedAt: list.updatedAt },
});
