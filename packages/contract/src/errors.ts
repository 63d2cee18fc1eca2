import { z } from "zod";

/**
 * The closed set of error codes the API can answer with. Each maps to one HTTP status in
 * `ERROR_STATUS`; the server's error handler and the web client both rely on this list.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "UNAVAILABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = Object.freeze({
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
});

/**
 * Every `reason` the server answers with: a finer cause within the code that clients branch on
 * (never on the message). Closed, so a client comparing a reason to a name the server never sends
 * fails to compile. A reason is the one an error names, else its message's key in capitals
 * (`emailTaken` → `EMAIL_TAKEN`), else its code; the server's `AppError` is typed against this list.
 */
export const ERROR_REASONS = [
  ...ERROR_CODES,
  "ACCOUNT_BLOCKED",
  "ALREADY_CONFIRMED",
  "ALREADY_VERIFIED",
  "ANTE_UNAVAILABLE",
  "ANTE_WITH_BUY",
  "BAD_HOST",
  "BALANCE_TOO_LARGE",
  "BET_NOT_FOUND",
  "BET_NOT_OFFERED",
  "BONUS_BUY_UNAVAILABLE",
  "BUY_TIER_WITHOUT_BUY",
  "CASHBACK_CALCULATING",
  "CASHBACK_NOT_AVAILABLE",
  "CATALOGUE_MISMATCH",
  "CHANNEL_NOT_ALLOWED",
  "CODE_ATTEMPTS_EXHAUSTED",
  "CODE_INVALID",
  "COINS_NOT_AVAILABLE",
  "COMMON_PASSWORD",
  "CROSS_SITE",
  "CURRENCY_NOT_IN_GAME_MODE",
  "DELIVERY_FAILED",
  "DEPOSIT_STREAK_STEP_NOT_FILLED",
  "DEPOSIT_STREAK_STEP_UNKNOWN",
  "DOCUMENT_NOT_FOUND",
  "DOCUMENT_REJECTED",
  "EMAIL_TAKEN",
  "ENTRIES_NOT_AVAILABLE",
  "FIELDS_INVALID",
  "FREE_SPINS_EXPIRED",
  "FREE_SPINS_GRANT_INVALID",
  "FREE_SPINS_MISMATCH",
  "FREE_SPINS_NOT_FOUND",
  "FREE_SPINS_USED_UP",
  "FREE_SPINS_WITH_BUY",
  "GAMES_PAYLOAD_INVALID",
  "GAME_CURRENCY_UNAVAILABLE",
  "GAME_NOT_FOUND",
  "GAME_RESTRICTED",
  "IDEMPOTENCY_KEY_REUSED",
  "INSUFFICIENT_FUNDS",
  "INVALID_AMOUNT",
  "INVALID_CREDENTIALS",
  "LINK_INVALID",
  "MATHS_SHEET_NOT_FOUND",
  "NOT_AUTHENTICATED",
  "NO_PENDING_PURCHASE_LIMIT_CHANGE",
  "NO_PHONE",
  "NO_ROUTE",
  "OFFER_CHECKOUT_OPEN",
  "OUTBOX_MESSAGE_MISSING",
  "PACKAGE_NOT_ON_SALE",
  "PAGE_NOT_FOUND",
  "PASSWORD_IS_EMAIL",
  "PAYMENT_EXPIRED",
  "PAYMENT_METHOD_UNKNOWN",
  "PAYMENT_NOT_FOUND",
  "PAYMENT_OTHER_METHOD",
  "PAYMENT_SETTLED",
  "PLAYER_NOT_FOUND",
  "PLAY_BREAK",
  "PROMOTION_NOT_ACTIVE",
  "PROMOTION_STEP_REQUIRED",
  "PURCHASE_LIMIT_REACHED",
  "REDEMPTION_NOT_FOUND",
  "REDIRECT_URI_NOT_ALLOWED",
  "RENDERER_ONLY",
  "RESTRICTION_GROUP_MISMATCH",
  "RESTRICTION_RULE_INVALID",
  "ROUND_COMPLETE",
  "ROUND_IN_PROGRESS",
  "ROUND_NOT_FOUND",
  "SCRATCH_CARD_NOT_AVAILABLE",
  "SCRATCH_CARD_NOT_FOUND",
  "SEEDS_NOT_SHOWN",
  "SEED_PAIR_NOT_FOUND",
  "SESSION_NOT_FOUND",
  "SOCIAL_CLAIM_INVALID",
  "SOCIAL_CODE_USED",
  "SOCIAL_CREDENTIAL_REQUIRED",
  "SOCIAL_EMAIL_MISSING",
  "SOCIAL_EXPIRED",
  "SOCIAL_LAST_WAY_IN",
  "SOCIAL_LINKED_ELSEWHERE",
  "SOCIAL_NOT_LINKED",
  "SOCIAL_NOT_VALID",
  "SOCIAL_ONE_CREDENTIAL",
  "SOCIAL_OTHER_APP",
  "SOCIAL_PROVIDER_DOWN",
  "SOCIAL_PROVIDER_UNAVAILABLE",
  "SOCIAL_REDIRECT_URI_REQUIRED",
  "SOCIAL_REQUEST_INCOMPLETE",
  "SOCIAL_STARTED_ELSEWHERE",
  "SOCIAL_STATE_MISMATCH",
  "SOCIAL_TOKEN_INVALID",
  "SOCIAL_WRONG_ISSUER",
  "SOCIAL_WRONG_SIGNATURE",
  "STEP_NOT_NEXT",
  "TERMS_OUTDATED",
  "UNSUBSCRIBE_LINK_INVALID",
  "VERIFICATION_PROVIDER_DOWN",
  "VERIFICATION_SESSION_DECIDED",
  "VERIFICATION_SESSION_NOT_FOUND",
  "WEBHOOK_SIGNATURE",
  "WEBHOOK_UNREADABLE",
  "WHEEL_NOT_AVAILABLE",
  "WRONG_CREDENTIALS",
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export const FieldIssue = z.object({
  path: z.string().describe("Dotted path of the offending field, e.g. `body.email`"),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/** The body of every 4xx and 5xx answer. 5xx bodies never carry the internal message. */
export const ErrorBody = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    requestId: z.string(),
    /** Machine-readable cause within the code (`INVALID_CREDENTIALS`); clients branch on it, never on the message. */
    reason: z.enum(ERROR_REASONS).optional(),
    fields: z.array(FieldIssue).optional(),
  }),
  /** Spec §7: sign-in failures also carry the message where the client reads it, `data.message`. */
  data: z.object({ message: z.string() }).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
