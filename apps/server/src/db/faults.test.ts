import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { toAppError } from "../plugins/error-handler.ts";
import { isDatabaseUnavailable } from "./faults.ts";

function serverError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

/** As Drizzle throws a failed query: the driver's error as its cause. */
const failedQuery = (cause: Error) => new DrizzleQueryError("commit", [], cause);

describe("database outages", () => {
  it.each([
    [
      "a backend ended by pg_terminate_backend",
      serverError("57P01", "terminating connection due to administrator command"),
    ],
    ["a server starting up", serverError("57P03", "the database system is starting up")],
    ["a connection exception", serverError("08006", "connection failure")],
    [
      "an idle transaction ended by its timeout",
      serverError("25P03", "terminating connection due to idle-in-transaction timeout"),
    ],
    [
      "a statement cancelled by its timeout",
      serverError("57014", "canceling statement due to statement timeout"),
    ],
    ["a refused connection", socketError("ECONNREFUSED")],
    ["a reset connection", socketError("ECONNRESET")],
    ["a connection lost between statements", new Error("Connection terminated unexpectedly")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    [
      "a query on a client that already failed",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
  ])("counts %s, alone or as a failed query's cause", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it.each([
    ["a unique violation", serverError("23505", "duplicate key value violates unique constraint")],
    ["a deadlock", serverError("40P01", "deadlock detected")],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["a thrown string", "connection terminated"],
  ])("does not count %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });

  it("answers an outage 503 with a retry delay, and anything else unknown 500", () => {
    const outage = toAppError(failedQuery(serverError("57P01", "terminating connection")));
    expect(outage).toMatchObject({ statusCode: 503, code: "UNAVAILABLE", reason: "UNAVAILABLE" });
    expect(outage.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(toAppError(failedQuery(serverError("23505", "duplicate key")))).toMatchObject({ statusCode: 500 });
  });
});
