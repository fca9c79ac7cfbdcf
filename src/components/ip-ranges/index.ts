export { IpRangesField, type RangesForm } from './ip-ranges-field';
export { canonicalRanges, checkRangeLines, IP_RANGE_CODES, rangeLineErrors, type RangeLine } from './range-lines';
