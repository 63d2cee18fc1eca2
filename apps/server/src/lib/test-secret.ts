/**
 * The test deployments' secret (TEST_CLOCK_SECRET): the hidden `/__test/` routes exist only when it
 * is set and answer only requests that carry it in `x-test-clock-secret`, compared in constant time.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

export const TEST_SECRET_HEADER = "x-test-clock-secret";

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses a request to a test route that does not carry the deployment's test secret. */
export function requireTestSecret(request: FastifyRequest, secret: string): void {
  if (!sameSecret(request.headers[TEST_SECRET_HEADER], secret)) {
    throw new AppError("FORBIDDEN", { key: "testClockSecret" }, { reason: "FORBIDDEN" });
  }
}
