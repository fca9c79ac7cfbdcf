/** How a risk score (0–100) reads: low below 40, medium below 75, high from 75. */
export type RiskLevel = 'low' | 'medium' | 'high';

export const riskLevel = (score: number): RiskLevel => (score < 40 ? 'low' : score < 75 ? 'medium' : 'high');

export const riskColor: Readonly<Record<RiskLevel, string>> = { low: 'teal', medium: 'yellow', high: 'red' };
