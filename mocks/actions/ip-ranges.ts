import { parseCidr, sameRange } from '@/lib/validation/network';
import { apiError, type ApiError } from '../handlers/respond';

/**
 * The rule of every allowed-IP list (an API key's, a project's): each entry an IPv4 or IPv6 address
 * or CIDR range (`invalid-cidr` at `<pointer>/<i>`), none the same range as an earlier one
 * (`duplicate-cidr` at the later index). The list is kept in canonical form.
 */
export function checkRanges(ranges: readonly string[], pointer: string): { ranges: string[]; errors: ApiError[] } {
  const errors: ApiError[] = [];
  const canonical: string[] = [];
  ranges.forEach((text, index) => {
    const parsed = parseCidr(text);
    const at = { source: { pointer: `${pointer}/${index}` } };
    if (!parsed.ok) errors.push(apiError('invalid-cidr', 'Enter an IPv4 or IPv6 address or CIDR range', at));
    else if (ranges.slice(0, index).some((earlier) => sameRange(earlier, text)))
      errors.push(apiError('duplicate-cidr', 'This range is already in the list', at));
    else canonical.push(parsed.canonical);
  });
  return { ranges: canonical, errors };
}
