import { accountsApi } from "@reelhouse/contract/client";
import { describe, expect, it, vi } from "vitest";
import { ApiError, type ApiFetch, callApi } from "./api-client.ts";
import { createQueryClient, loadQuery, RETRYABLE_STATUSES } from "./query-client.ts";

function failing(status: number) {
  return new Response(
    JSON.stringify({
      success: false,
      statusCode: status,
      error: { code: "INTERNAL", message: "x", requestId: "r" },
    }),
    { status },
  );
}

function profileQuery(fetchApi: ApiFetch) {
  return {
    queryKey: ["account", "profile"],
    queryFn: () => callApi(accountsApi.getProfile, {}, { fetchApi, locale: "en" as const }),
  };
}

describe("retries (spec §7)", () => {
  it.each([...RETRYABLE_STATUSES])("asks a query once more after %i", async (status) => {
    const fetchApi = vi.fn<ApiFetch>().mockResolvedValue(failing(status));
    await expect(loadQuery(profileQuery(fetchApi))).rejects.toBeInstanceOf(ApiError);
    expect(fetchApi).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404])("does not ask again after %i", async (status) => {
    const fetchApi = vi.fn<ApiFetch>().mockResolvedValue(failing(status));
    await expect(loadQuery(profileQuery(fetchApi))).rejects.toBeInstanceOf(ApiError);
    expect(fetchApi).toHaveBeenCalledTimes(1);
  });

  it("never sends a write twice", async () => {
    const fetchApi = vi.fn<ApiFetch>().mockResolvedValue(failing(503));
    const client = createQueryClient({ retryDelayMs: 0 });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () =>
        callApi(accountsApi.acceptTerms, { body: { version: 2 } }, { fetchApi, locale: "en" }),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(fetchApi).toHaveBeenCalledTimes(1);
  });
});
