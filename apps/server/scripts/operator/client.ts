/**
 * The operator API as the terminal reaches it: the server's address, the token (the configured one,
 * or the one the demo server made in its data dir) and who is acting, sent as `X-Operator`.
 */
import type { OperatorApiConfig } from "../../src/config/operator-api.ts";
import { readKeptToken } from "../../src/lib/operator-api-token.ts";

export interface OperatorClient {
  get(path: string): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
}

export class OperatorApiError extends Error {}

export function operatorClient(config: OperatorApiConfig): OperatorClient {
  const token = config.token ?? readKeptToken(config.keptTokenFile);
  if (!token) {
    throw new OperatorApiError(
      "No operator API token: set OPERATOR_API_TOKEN, or start the demo server once (it keeps one in DATA_DIR).",
    );
  }
  const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const response = await fetch(new URL(path, config.url), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "x-operator": config.operatorName,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new OperatorApiError(`The server at ${config.url} did not answer (${String(error)}).`);
    });
    const answer = (await response.json().catch(() => null)) as {
      data?: unknown;
      message?: string;
      error?: { message?: string };
    } | null;
    if (!response.ok) {
      throw new OperatorApiError(
        `${response.status}: ${answer?.error?.message ?? answer?.message ?? response.statusText}`,
      );
    }
    return answer?.data ?? answer;
  };
  return {
    get: (path) => call("GET", path),
    post: (path, body) => call("POST", path, body ?? {}),
  };
}
