export { computeRange, type DateRange } from '@/lib/dates';

export const rangePresets = [7, 30, 90] as const;
export type RangePreset = (typeof rangePresets)[number];
export const DEFAULT_RANGE: RangePreset = 30;

export const isRangePreset = (value: unknown): value is RangePreset => rangePresets.some((preset) => String(preset) === String(value));
