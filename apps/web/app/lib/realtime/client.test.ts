import { UnauthorizedError } from "centrifuge";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client.ts";
import { fetchConnectionToken, fetchSubscriptionToken, resolveWebSocketUrl } from "./client.ts";

describe("resolveWebSocketUrl", () => {
  it("takes the built-in gateway's path on the page's host, ws for http and wss for https", () => {
    expect(resolveWebSocketUrl("/connection/websocket", { href: "http://localhost:3300/lobby" })).toBe(
      "ws://localhost:3300/connection/websocket",
    );
    expect(resolveWebSocketUrl("/connection/websocket", { href: "https://play.example.com/es/cash/" })).toBe(
      "wss://play.example.com/connection/websocket",
    );
  });

  it("keeps a cluster's absolute address", () => {
    expect(
      resolveWebSocketUrl("wss://rt.example.com/connection/websocket", { href: "https://play.example.com/" }),
    ).toBe("wss://rt.example.com/connection/websocket");
    expect(resolveWebSocketUrl("ws://127.0.0.1:8000/connection/websocket", { href: "http://x.test/" })).toBe(
      "ws://127.0.0.1:8000/connection/websocket",
    );
  });
});

describe("fresh tokens (spec §4)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const refusal = (status: number, code: string) =>
    answer(status, { success: false, statusCode: status, error: { code, message: code, requestId: "r" } });

  it("asks the API for a connection token, and for a channel's token by its name", async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, data: { token: "t1" } }));
    await expect(fetchConnectionToken()).resolves.toBe("t1");
    await expect(fetchSubscriptionToken("player:42")).resolves.toBe("t1");
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      "/rest/realtime/connection-token/",
      "/rest/realtime/subscription-token/?channel=player%3A42",
    ]);
  });

  it("stops the client for good when the session is over", async () => {
    fetchMock.mockImplementation(async () => refusal(401, "UNAUTHORIZED"));
    await expect(fetchConnectionToken()).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(fetchSubscriptionToken("player:42")).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("stops a subscription for good on a channel that is not the player's", async () => {
    fetchMock.mockImplementation(async () => refusal(403, "FORBIDDEN"));
    await expect(fetchSubscriptionToken("player:43")).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("lets the client try again after a passing failure", async () => {
    fetchMock.mockImplementation(async () => refusal(503, "UNAVAILABLE"));
    const failure = fetchConnectionToken();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.not.toBeInstanceOf(UnauthorizedError);
  });
});
