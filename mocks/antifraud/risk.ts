/**
 * A payment's risk (docs/api/antifraud.md, *Risk on every payment*): signals, each worth points, make
 * the score (5 + the points, at most 100); the merchant's thresholds make the level. Deterministic: the
 * same payment and history give the same signals.
 *
 * A payment made since antifraud stores its score, signals and level as they were made. A seeded
 * payment keeps its seeded score; its signals are the ones its own fields show (no history is read) and
 * its level follows the merchant's thresholds now.
 */
import { DEFAULT_RISK_THRESHOLDS } from '@/lib/contract/antifraud';
import type { RiskLevel, RiskSignalCode } from '@/lib/antifraud-rules/types';
import { prepaidBins } from './identity';

export interface RiskSignal {
  code: RiskSignalCode;
  points: number;
}

export interface Thresholds {
  elevatedAt: number;
  highestAt: number;
}

/** Countries of addresses the sandbox scores as risky. */
export const riskyIpCountries: ReadonlySet<string> = new Set(['NG', 'RU', 'VN', 'ID']);

/** EUR cents from which an amount scores `high-amount`: 15 points from EUR 500, 25 from EUR 2,000. */
export const HIGH_AMOUNT_EUR = 50_000;
export const VERY_HIGH_AMOUNT_EUR = 200_000;
const BASE_SCORE = 5;

export interface SignalInput {
  cardCountry: string | null;
  ipCountry: string | null;
  cardBin: string | null;
  amountInEur: number;
  /** Earlier payments of the card in the last hour; null when not known (a seeded payment). */
  paymentsPerCard1h: number | null;
  /** Whether the merchant saw the e-mail on an earlier payment; null when not known. */
  emailSeenBefore: boolean | null;
}

export function riskSignals(input: SignalInput): RiskSignal[] {
  const signals: RiskSignal[] = [];
  if (input.cardCountry && input.ipCountry && input.cardCountry !== input.ipCountry) signals.push({ code: 'ip-card-country-mismatch', points: 20 });
  if (input.paymentsPerCard1h !== null && input.paymentsPerCard1h >= 2)
    signals.push({ code: 'card-velocity', points: Math.min(30, 10 * input.paymentsPerCard1h) });
  if (input.emailSeenBefore === false) signals.push({ code: 'email-new', points: 10 });
  if (input.amountInEur >= HIGH_AMOUNT_EUR) signals.push({ code: 'high-amount', points: input.amountInEur >= VERY_HIGH_AMOUNT_EUR ? 25 : 15 });
  if (input.cardBin && prepaidBins.has(input.cardBin)) signals.push({ code: 'prepaid-bin', points: 15 });
  if (input.ipCountry && riskyIpCountries.has(input.ipCountry)) signals.push({ code: 'risky-ip-country', points: 25 });
  return signals;
}

export const riskScoreOf = (signals: readonly RiskSignal[]) => Math.min(100, BASE_SCORE + signals.reduce((sum, signal) => sum + signal.points, 0));

export const riskLevelOf = (score: number, thresholds: Thresholds = DEFAULT_RISK_THRESHOLDS): RiskLevel =>
  score >= thresholds.highestAt ? 'highest' : score >= thresholds.elevatedAt ? 'elevated' : 'normal';
