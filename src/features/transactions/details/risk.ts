import type { RiskLevel } from '@/lib/antifraud-rules/types';

/** One colour per risk level (the merchant's thresholds, docs/api/antifraud.md): normal, elevated, highest. */
export const riskColor: Readonly<Record<RiskLevel, string>> = { normal: 'teal', elevated: 'orange', highest: 'red' };
