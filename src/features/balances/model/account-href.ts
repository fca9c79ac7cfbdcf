/** An organization's account in a currency: its id is `acc_<organizationId>_<currency>` (docs/api/accounts.md). */
export const accountId = (organizationId: string, currency: string) => `acc_${organizationId}_${currency}`;

export const accountHref = (organizationId: string, currency: string) => `/accounts/${encodeURIComponent(accountId(organizationId, currency))}`;
