import { accountsApi, pagesApi } from "@reelhouse/contract/client";
import { catalog as en } from "@reelhouse/i18n/en";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, callApi, queryString } from "./api-client.ts";

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("callApi in the browser", () => {
  it("fills the path, sends the query and body as JSON in the page's language, and parses the answer", async () => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockResolvedValue(
      answer(200, {
        success: true,
        data: {
          slug: "about-us",
          locale: "es",
          title: "Nosotros",
          summary: "",
          sections: [],
          updatedAt: "2026-01-01T00:00:00.000Z",
        },
      }),
    );
    const page = await callApi(
      pagesApi.getPageContent,
      { params: { name: "about-us" }, query: { locale: "es" } },
      { locale: "es" },
    );
    expect(page.data.title).toBe("Nosotros");
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/rest/page/content/about-us/?locale=es");
    expect(init?.method).toBe("GET");
    expect(init?.credentials).toBe("same-origin");
    expect(new Headers(init?.headers).get("accept-language")).toBe("es");
  });

  it("posts the body as JSON", async () => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await callApi(accountsApi.confirmEmail, { body: { token: "t".repeat(32) } }, { locale: "en" });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ token: "t".repeat(32) });
  });

  it("refuses a 200 answer that is not a JSON object, with the general message", async () => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockResolvedValue(new Response("<html>maintenance</html>", { status: 200 }));
    await expect(callApi(accountsApi.signOut, {}, { locale: "en" })).rejects.toMatchObject({
      name: "ApiError",
      status: 200,
      code: "INTERNAL",
      message: en.errors.requestFailed,
    });
  });
});

describe("callApi errors", () => {
  it("turns an error body into an ApiError with its status, code, reason and field messages", async () => {
    const fetchApi = vi.fn().mockResolvedValue(
      answer(400, {
        success: false,
        statusCode: 400,
        error: {
          code: "VALIDATION_FAILED",
          message: "Check the highlighted fields",
          requestId: "r1",
          reason: "INVALID_CREDENTIALS",
          fields: [{ path: "body.email", message: "Enter a valid email address" }],
        },
      }),
    );
    const error = await callApi(
      accountsApi.signIn,
      { body: { email: "a@b.co", password: "x" } },
      { fetchApi, locale: "en" },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect([apiError.status, apiError.code, apiError.reason, apiError.message]).toEqual([
      400,
      "VALIDATION_FAILED",
      "INVALID_CREDENTIALS",
      "Check the highlighted fields",
    ]);
    expect(apiError.fieldMessages()).toEqual({ email: "Enter a valid email address" });
  });

  it("answers a body that is no error body with the generic message in the page's language", async () => {
    const fetchApi = vi.fn().mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = (await callApi(accountsApi.getProfile, {}, { fetchApi, locale: "es" }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect([error.status, error.code, error.message, error.reason]).toEqual([
      502,
      "INTERNAL",
      "Algo salió mal. Inténtalo de nuevo.",
      undefined,
    ]);
  });

  it("turns a request that never got an answer into an ApiError with the generic message", async () => {
    const fetchApi = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const error = (await callApi(accountsApi.getProfile, {}, { fetchApi, locale: "en" }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([
      0,
      "NETWORK_ERROR",
      "Something went wrong. Please try again.",
    ]);
  });
});

describe("queryString", () => {
  it("leaves out absent values and repeats arrays", () => {
    expect(queryString({ path: "/lobby", tag: ["a", "b"], none: undefined })).toBe(
      "?path=%2Flobby&tag=a&tag=b",
    );
    expect(queryString({})).toBe("");
  });
});
