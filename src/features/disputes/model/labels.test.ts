import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { renderHook } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { initI18n, languageCodes } from '@/lib/i18n';
import { DUE_SOON_MS } from './deadline';
import { countdownLabel, disputeLabel, evidenceHint, evidenceName, reasonExplanation, reasonTitle, useDisputeLabels } from './labels';
import { cardSchemes, evidenceKinds, reasonCategories, reasonCodes, reasonKey } from './reason-codes';
import { disputeStatusColor, disputeStatusColors, disputeStatuses } from './statuses';

type Json = Record<string, unknown>;
const read = (lng: string): Json => JSON.parse(readFileSync(join(resolve('src/locales'), lng, 'disputes.json'), 'utf8'));
const at = (json: Json, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], json);
const text = (json: Json, path: string) => {
  const value = at(json, path);
  return typeof value === 'string' ? value.trim() : '';
};

/** Every key the vocabularies need, in each language file. */
const vocabularyKeys = [
  ...disputeStatuses.map((status) => `status.${status}`),
  ...cardSchemes.map((scheme) => `scheme.${scheme}`),
  ...reasonCategories.map((category) => `category.${category}`),
  ...reasonCodes.flatMap(({ scheme, code }) => [`reason.${reasonKey(scheme, code)}.title`, `reason.${reasonKey(scheme, code)}.explanation`]),
  ...evidenceKinds.flatMap((kind) => [`evidence.${kind}.name`, `evidence.${kind}.hint`]),
  'reasonUnknown',
  'countdown.left',
  'countdown.overdue',
  'countdown.dueIn',
  'workspace.fileTooLarge',
  'workspace.fileEmpty',
];

const english = read('en');

describe('dispute label files', () => {
  it.each(languageCodes)('%s names every status, scheme, category, reason code and evidence kind', (lng) => {
    const json = read(lng);
    expect(
      vocabularyKeys.filter((key) => text(json, key) === ''),
      `${lng}/disputes.json misses`,
    ).toEqual([]);
  });

  it.each(languageCodes.filter((lng) => lng !== 'en'))('%s is translated, not copied from English', (lng) => {
    const json = read(lng);
    const prose = vocabularyKeys.filter((key) => !key.startsWith('scheme.') && !key.startsWith('countdown.'));
    expect(
      prose.filter((key) => text(json, key) === text(english, key)),
      `${lng} keeps English`,
    ).toEqual([]);
  });

  it("keeps the brief's English wording", () => {
    expect(text(english, 'status.new')).toBe('New / confirmation needed');
    expect(text(english, 'reason.visa-10-4.title')).toBe('Other Fraud – Card-Absent Environment');
    expect(text(english, 'reason.mastercard-4853.title')).toBe('Cardholder Dispute – Not as Described / Defective');
    expect(text(english, 'workspace.fileTooLarge')).toBe('Files over 2 GB cannot be uploaded');
    expect(text(english, 'workspace.submitConfirm')).toBe('Submit the evidence? Nothing can be changed after it is submitted.');
    expect(text(english, 'workspace.readOnly')).toBe('You can view this dispute but not act on it');
  });
});

async function i18nIn(lng: (typeof languageCodes)[number]): Promise<I18n> {
  const i18n = createInstance();
  await initI18n(lng, i18n);
  await i18n.loadNamespaces('disputes');
  return i18n;
}

describe('dispute labels', () => {
  it.each(languageCodes)('%s resolves every label through i18next', async (lng) => {
    const t = (await i18nIn(lng)).getFixedT(lng, 'disputes');
    for (const status of disputeStatuses) expect(disputeLabel(t, 'status', status), status).not.toBe(status);
    for (const category of reasonCategories) expect(disputeLabel(t, 'category', category), category).not.toBe(category);
    for (const { scheme, code } of reasonCodes) {
      expect(reasonTitle(t, scheme, code), code).not.toBe(code);
      expect(reasonExplanation(t, scheme, code), code).not.toBe(text(read(lng), 'reasonUnknown'));
    }
    for (const kind of evidenceKinds) {
      expect(evidenceName(t, kind), kind).not.toBe(kind);
      expect(evidenceHint(t, kind), kind).not.toBe('');
    }
  });

  it('reads right in English, and shows unknown values as they came', async () => {
    const t = (await i18nIn('en')).getFixedT('en', 'disputes');
    expect(disputeLabel(t, 'status', 'new')).toBe('New / confirmation needed');
    expect(disputeLabel(t, 'scheme', 'mastercard')).toBe('Mastercard');
    expect(reasonTitle(t, 'visa', '12.6.1')).toBe('Duplicate Processing');
    expect(reasonExplanation(t, 'visa', '13.1')).toMatch(/^The cardholder says the goods never arrived/);
    expect(evidenceName(t, 'avs-cvv-match')).toBe('AVS and CVV check');
    expect(disputeLabel(t, 'status', 'escalated')).toBe('escalated');
    expect(disputeLabel(t, 'scheme', 'amex')).toBe('amex');
    expect(reasonTitle(t, 'visa', '99.9')).toBe('99.9');
    expect(reasonExplanation(t, 'visa', '99.9')).toBe(text(english, 'reasonUnknown'));
    expect(evidenceName(t, 'selfie')).toBe('selfie');
    expect(evidenceHint(t, 'selfie')).toBe('');
  });

  it('words the countdown by state, counting whole hours under 48 h', async () => {
    const t = (await i18nIn('en')).getFixedT('en', 'disputes');
    const HOUR = 3_600_000;
    expect(countdownLabel(t, { state: 'open', msLeft: 3 * 24 * HOUR + 5 * HOUR + 59_000 })).toBe('3 d 5 h left');
    expect(countdownLabel(t, { state: 'due-soon', msLeft: DUE_SOON_MS })).toBe('Due in 48 h 0 min');
    expect(countdownLabel(t, { state: 'due-soon', msLeft: 47 * HOUR + 10 * 60_000 })).toBe('Due in 47 h 10 min');
    expect(countdownLabel(t, { state: 'overdue', msLeft: -HOUR })).toBe('Overdue');
    const de = (await i18nIn('de')).getFixedT('de', 'disputes');
    expect(countdownLabel(de, { state: 'due-soon', msLeft: 25 * HOUR })).toBe('Fällig in 25 Std. 0 Min.');
  });

  it('colours every status', () => {
    for (const status of disputeStatuses) expect(disputeStatusColors[status]).toBeTruthy();
    expect(disputeStatusColor('won')).toBe('green');
    expect(disputeStatusColor('lost')).toBe('red');
    expect(disputeStatusColor('something-new')).toBe('gray');
  });

  it('gives the hook in the active language', async () => {
    const i18n = await i18nIn('fr');
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => useDisputeLabels(), { wrapper });
    expect(result.current.status('won')).toBe('Gagné');
    expect(result.current.scheme('visa')).toBe('Visa');
    expect(result.current.category('fraud')).toBe('Fraude');
    expect(result.current.reasonTitle('mastercard', '4837')).toBe("Absence d'autorisation du titulaire");
    expect(result.current.reasonExplanation('visa', '13.1')).toMatch(/^Le titulaire de la carte/);
    expect(result.current.evidenceName('receipt')).toBe('Reçu ou facture');
    expect(result.current.evidenceHint('receipt')).not.toBe('');
    expect(result.current.statusColor('pending')).toBe('blue');
    expect(result.current.countdown({ state: 'overdue', msLeft: 0 })).toBe('Délai dépassé');
  });
});
