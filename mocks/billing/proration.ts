/**
 * Proration of a plan change at instant `t` of the period [start, end), in integer minor units
 * (docs/api/billing.md, *Proration*): the unused part of the old amount is credited, the new amount
 * is charged for the same part, both rounded down, with BigInt (no floating point, no overflow):
 *
 *   credit    = floor(oldAmount × (end − t) / (end − start))
 *   charge    = floor(newAmount × (end − t) / (end − start))
 *   amountDue = max(0, charge − credit)
 */
export interface Proration {
  credit: number;
  charge: number;
  amountDue: number;
}

export function prorate(oldAmount: number, newAmount: number, start: number, end: number, t: number): Proration {
  if (!(start <= t && t < end)) throw new RangeError('The instant is outside the period');
  for (const value of [oldAmount, newAmount, start, end, t]) {
    if (!Number.isSafeInteger(value)) throw new RangeError('Amounts and instants are whole numbers');
  }
  const length = BigInt(end - start);
  const left = BigInt(end - t);
  const credit = (BigInt(oldAmount) * left) / length;
  const charge = (BigInt(newAmount) * left) / length;
  const due = charge - credit;
  return { credit: Number(credit), charge: Number(charge), amountDue: Number(due > 0n ? due : 0n) };
}
