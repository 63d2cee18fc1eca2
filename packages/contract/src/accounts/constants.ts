/**
 * Accounts' plain values, apart from the schemas (schemas.ts) so a page can use them without
 * loading zod.
 */

/**
 * Passwords: length is the only composition rule (ASVS V6.2), counted after NFKC normalisation, the
 * form the server checks and hashes; breached passwords are refused by the server (ADR 068).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Players must be adults. */
export const MINIMUM_AGE_YEARS = 18;

/** A referral code carried by `invited_by` or `refcode` links (after trimming). */
export const REFERRAL_CODE_PATTERN = /^[\w-]{1,64}$/;
