/** Being built (issue 9). */
export function PaymentLinksPage() {
  return null;
}
