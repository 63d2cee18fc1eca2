/**
 * What the logs may keep of a request and of an error (ASVS 16.2.5): no secrets a link or form
 * carried (reset tokens, codes, OAuth state) and none of the values a player submitted, which
 * database errors repeat ("params: ana@example.com,…", "Key (email)=(ana@example.com)").
 */
import type { FastifyRequest } from "fastify";

const SECRET_NAMES = "token|code|secret|password|state|nonce|access_token|id_token";
const SECRET_PARAM = new RegExp(`^(?:${SECRET_NAMES})$`, "i");
const SECRET_IN_TEXT = new RegExp(`([?&#](?:${SECRET_NAMES})=)[^&\\s#"'<>]+`, "gi");
const REDACTED = "[redacted]";

/** A path and query for the log, with the values of secret-bearing parameters masked. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  for (const name of new Set(query.keys())) {
    if (SECRET_PARAM.test(name)) query.set(name, REDACTED);
  }
  return `${url.slice(0, start)}?${query}`;
}

/** Free text (a message, a stack) with secrets in any URL it quotes masked and query parameters cut. */
function redactText(text: string): string {
  return text.replace(SECRET_IN_TEXT, `$1${REDACTED}`).replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);
}

/** The fields of a database error that name what failed without repeating the values involved. */
const KEPT_ERROR_FIELDS = ["code", "statusCode", "severity", "table", "column", "constraint", "routine"];

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** An error, its causes too, as the log keeps it. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: "" };
  // Drivers add their own fields to their errors (node-postgres: `severity`, `code`, `table` …).
  const field = (name: string): unknown => Reflect.get(error, name);
  // PostgreSQL quotes the offending value in some messages ('invalid input syntax … "ana@…"'); the
  // constraint, table and column it names are kept as fields of their own.
  const isDatabaseError = typeof field("severity") === "string" && typeof field("code") === "string";
  const clean = (text: string) => {
    const redacted = redactText(text);
    return isDatabaseError ? redacted.replace(/"[^"\n]*"/g, `"${REDACTED}"`) : redacted;
  };
  const kept: SerializedError = {
    type: error.name,
    message: clean(error.message),
    stack: clean(error.stack ?? ""),
  };
  for (const name of KEPT_ERROR_FIELDS) {
    const value = field(name);
    if (value !== undefined) kept[name] = value;
  }
  if (error.cause !== undefined) kept.cause = serializeError(error.cause);
  return kept;
}

/** A request as the log keeps it. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
