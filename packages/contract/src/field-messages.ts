/**
 * What a schema says about a bad field, as a key of the `fieldErrors` catalog rather than English
 * text: the API words it in the request's language (and the site's forms word their own checks),
 * so the contract stays free of any one language. Rules without a key of their own are worded
 * by the server from zod's issue code (`too_small` → `tooShort`, "Use at least 8 characters").
 * The keys are exactly the catalog's (`packages/i18n/locales/<lang>/field-errors.json`).
 */
export const FIELD_MESSAGE_KEYS = [
  // Rules with a message of their own.
  "email",
  "phone",
  "referralCode",
  "passwordRequired",
  "sixDigitCode",
  "lettersOnly",
  "calendarDate",
  "postalCode",
  "state",
  "regionCode",
  "decimal",
  "slug",
  "appSlug",
  "tooManyKeys",
  "socialCredential",
  "socialOneCredential",
  "redirectUriWithCode",
  "redirectUriNotAllowed",
  "controlCharacter",
  "cardNumber",
  "cardExpiry",
  "cardCvc",
  "purchaseLimitRange",
  "routingNumber",
  "bankAccountNumber",
  "holderName",
  // zod's own rules, by issue code.
  "required",
  "tooShort",
  "tooLong",
  "tooSmall",
  "tooBig",
  "tooFew",
  "tooMany",
  "invalidType",
  "url",
  "notAllowed",
  "unknownField",
  "invalid",
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

const PREFIX = "fieldErrors.";

/** The message a schema gives for a rule: `z.string().regex(re, fieldMessage("phone"))`. */
export function fieldMessage(key: FieldMessageKey): string {
  return PREFIX + key;
}

/** The key inside a schema's message, or null for zod's own wording. */
export function fieldMessageKey(message: string | undefined): FieldMessageKey | null {
  const key = message?.startsWith(PREFIX) ? message.slice(PREFIX.length) : null;
  return FIELD_MESSAGE_KEYS.find((known) => known === key) ?? null;
}
