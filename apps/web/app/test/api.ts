/**
 * The site's API as component tests see it: Mock Service Worker answers the browser-side `fetch`
 * calls with handlers the test declares (ADR 094), and a request no handler expects fails the test.
 */
import type { ErrorBody, ErrorCode } from "@reelhouse/contract";
import { ERROR_STATUS } from "@reelhouse/contract";
import { HttpResponse, type RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * Registers the hooks of one test file: the API answers with `handlers` (and those a test adds
 * with `api.use`), reset after each test.
 */
export function setupApi(...handlers: RequestHandler[]) {
  const api = setupServer(...handlers);
  beforeAll(() => api.listen({ onUnhandledRequest: "error" }));
  afterEach(() => api.resetHandlers());
  afterAll(() => api.close());
  return api;
}

/** A 200 answer in the API's envelope. */
export function ok<T>(data: T) {
  return HttpResponse.json({ success: true as const, data });
}

/** An error answer as the server's error handler writes it. */
export function failure(
  code: ErrorCode,
  message: string,
  extra: Pick<ErrorBody["error"], "reason" | "fields"> = {},
) {
  const status = ERROR_STATUS[code];
  const body: ErrorBody = {
    success: false,
    statusCode: status,
    error: { code, message, requestId: "req-test", ...extra },
  };
  return HttpResponse.json(body, { status });
}
