/**
 * Which errors mean "the database is not reachable right now" rather than "this request is wrong"
 * (ADR 099): a lost or refused connection, a server shutting down or starting up, a pool that
 * could not connect in time, a statement or transaction cut off by its timeout. The request that
 * met one answers 503 with `Retry-After`: its transaction was undone (or, for a lost COMMIT, its
 * idempotency key makes a retry safe), and the pool replaces the dead connections by itself.
 */

/** SQLSTATEs of a connection lost or refused by the server, and of a statement cut off by a timeout. */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown or a failover
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the server is starting or in recovery
  "53300", // too_many_connections
  "25P03", // idle_in_transaction_session_timeout
  "57014", // query_canceled: statement_timeout
]);

/** Socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool name these only in their message. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or "due to connection timeout"
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /is not queryable$/, // a client whose connection already failed, asked again (e.g. ROLLBACK)
];

/** Whether `error`, or any error it was caused by (Drizzle wraps the driver's), is a database outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || UNAVAILABLE_SOCKET_CODES.has(code)) {
        return true;
      }
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}
