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
    reason: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]*$/)
      .optional(),
    fields: z.array(FieldIssue).optional(),
  }),
  /** Spec §7: sign-in failures also carry the message where the client reads it, `data.message`. */
  data: z.object({ message: z.string() }).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
