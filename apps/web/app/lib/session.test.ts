import { APP_INIT_DEFAULTS, type AppInitData, type WebRequestContext } from "@reelhouse/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_HOST_HEADER, handleRequest, loadAppInit, sitePlayerFrom } from "./session.ts";

function contextWith(
  fetchApi: WebRequestContext["fetchApi"],
  isGuest = false,
  extra: Partial<WebRequestContext> = {},
): WebRequestContext {
  return {
    requestId: "r1",
    theme: "reelhouse" as WebRequestContext["theme"],
    operator: {
      legalName: "Reelhouse Operations LLC",
      address: ["1 Test Street", "Wilmington, DE 19801"],
      supportEmail: "support@reelhouse.example",
      mailFrom: { name: "Reelhouse", address: "no-reply@reelhouse.example" },
    },
    cspNonce: undefined,
    session: { isGuest },
    fetchApi,
    ...extra,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.restoreAllMocks());

describe("request handle (spec §7)", () => {
  it("forwards the page's query and headers, without host, length and connection, and names the client host", async () => {
    const fetchApi = vi.fn().mockResolvedValue(json(200, { authorized: true }));
    const page = new Request("https://play.example.com/es/lobby?refcode=amy&tab=a&tab=b", {
      headers: {
        "user-agent": "Phone/1.0",
        "x-forwarded-for": "203.0.113.9",
        "content-length": "0",
        connection: "keep-alive",
        cookie: "session=abc",
      },
    });
    await expect(handleRequest(contextWith(fetchApi), page, "es")).resolves.toEqual({
      authorized: true,
      setCookies: [],
    });
    const [path, init] = fetchApi.mock.calls[0] ?? [];
    const url = new URL(path, "http://in-process");
    expect(url.pathname).toBe("/rest/request/handle/");
    expect(url.searchParams.get("path")).toBe("/es/lobby");
    expect(url.searchParams.get("refcode")).toBe("amy");
    expect(url.searchParams.getAll("tab")).toEqual(["a", "b"]);
    const headers = init.headers as Record<string, string>;
    expect(headers["user-agent"]).toBe("Phone/1.0");
    expect(headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(headers[CLIENT_HOST_HEADER]).toBe("play.example.com");
    expect(headers["accept-language"]).toBe("es");
    for (const dropped of ["host", "content-length", "connection", "cookie"])
      expect(headers).not.toHaveProperty(dropped);
  });

  it("sends the renderer's basic auth in place of the visitor's and reads the cookies the check sets", async () => {
    const answer = json(200, { authorized: false, redirectUrl: "/geoblock/" });
    answer.headers.append("set-cookie", "isGuest=true; Path=/; SameSite=Lax");
    answer.headers.append("set-cookie", "session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly");
    const fetchApi = vi.fn().mockResolvedValue(answer);
    const page = new Request("https://play.example.com/lobby", {
      headers: { authorization: "Basic dmlzaXRvcjpndWVzcw==" },
    });
    const context = contextWith(fetchApi, false, { rendererAuthorization: "Basic cmVuZGVyZXI6c2VjcmV0" });
    await expect(handleRequest(context, page, "en")).resolves.toEqual({
      authorized: false,
      redirectUrl: "/geoblock/",
      setCookies: [
        "isGuest=true; Path=/; SameSite=Lax",
        "session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly",
      ],
    });
    const headers = fetchApi.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers.authorization).toBe("Basic cmVuZGVyZXI6c2VjcmV0");
  });

  it("logs a failed check and goes on as the session says", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchApi = vi.fn().mockResolvedValue(json(500, null));
    const page = new Request("https://play.example.com/lobby");
    await expect(handleRequest(contextWith(fetchApi, true), page, "en")).resolves.toEqual({
      authorized: false,
      setCookies: [],
    });
    expect(log).toHaveBeenCalled();
  });
});

describe("app init (spec §4, §8)", () => {
  it("logs a failed fetch and answers no app data instead of throwing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchApi = vi.fn().mockResolvedValue(json(503, null));
    await expect(loadAppInit(contextWith(fetchApi), "en")).resolves.toBeNull();
    expect(fetchApi).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith("app init failed", expect.anything());
  });

  it("is read once per page request, however many loaders ask", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchApi = vi.fn().mockResolvedValue(json(503, null));
    const request = contextWith(fetchApi);
    await Promise.all([loadAppInit(request, "en"), loadAppInit(request, "en")]);
    await loadAppInit(contextWith(fetchApi), "en");
    // Two reads (each with its one retry): the shared one, and the other request's.
    expect(fetchApi).toHaveBeenCalledTimes(4);
  });
});

describe("the site's player from app init", () => {
  const init = (currentOffer: AppInitData["currentOffer"]): AppInitData => ({
    ...APP_INIT_DEFAULTS,
    appName: "Funrize",
    terms: { currentVersion: 1, acceptedVersion: 1, needsAcceptance: false },
    isGuest: false,
    login: "p1",
    email: "ana@example.com",
    currentOffer,
  });
  const offer = (badgeLabel: string) => ({
    id: 7,
    title: "Starter",
    endsAt: null,
    priceMinor: 499,
    coins: 1_250_000,
    entries: 500,
    bonusPercent: 150,
    badge: "first_purchase" as const,
    offerType: "first_purchase" as const,
    badgeLabel,
  });

  it("reads the featured offer from currentOffer's JSON badge label (spec §3)", () => {
    const player = sitePlayerFrom(init(offer('{"badge":"first_purchase","bonusPercent":150}')));
    expect(player?.featuredOffer).toEqual({ packageId: 7, badge: "first_purchase", bonusPercent: 150 });
  });

  it("features nothing when there is no offer or its label does not read", () => {
    expect(sitePlayerFrom(init(null))?.featuredOffer).toBeNull();
    expect(sitePlayerFrom(init(offer("not json")))?.featuredOffer).toBeNull();
    expect(sitePlayerFrom(init(offer('{"badge":"mystery","bonusPercent":1}')))?.featuredOffer).toBeNull();
  });
});
