/** E.164: a plus, a country code that does not start with 0, at most 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Drops the spaces, dashes and brackets people type in phone numbers. */
export const normalisePhone = (value: string) => value.replace(/[\s().-]/g, '');
