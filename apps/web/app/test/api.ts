/**
 * The site's API as component tests see it: Mock Service Worker answers the browser-side `fetch`
 * calls with handlers the test declares (ADR 096), and a request no handler expects fails the test.
 */
import type { ErrorBody, ErrorCode } from "@reelhouse/contract";
import { ERROR_STATUS } from "@reelhouse/contract";
import { cleanup } from "@testing-library/react";
import { HttpResponse, type RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * Registers the hooks of one test file: the API answers with `handlers` (and those a test adds
 * with `api.use`), reset after each test.
 */
export function setupApi(...handlers: RequestHandler[]) {
  const api = setupServer(...handlers);
  // MSW only logs such a request and fails its fetch, which the page may well swallow.
  const unexpected: string[] = [];
  api.events.on("request:unhandled", ({ request }) => {
    unexpected.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  beforeAll(() => api.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    // The page goes first: mounted, it could still send a request (a query enabled on hydration)
    // after its handlers are gone. This hook runs before the setup file's cleanup.
    cleanup();
    api.resetHandlers();
    const sent = unexpected.splice(0);
    if (sent.length > 0) throw new Error(`requests no handler expected: ${sent.join(", ")}`);
  });
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

/** What a request sent, as the API received it. */
export interface SentRequest {
  /** The path with its query. */
  path: string;
  /** The JSON body, if any. */
  body: unknown;
  headers: Headers;
}

/** A handler's answer that first keeps what the request sent in `sent`. */
export function keeping(sent: SentRequest[], answer: () => Response | Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    sent.push({
      path: `${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
    return answer();
  };
}
