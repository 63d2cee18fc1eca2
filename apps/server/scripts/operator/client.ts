/**
 * The operator API as the terminal reaches it: the server's address, the token (the configured one,
 * or the one the demo server made in its data dir) and who is acting, sent as `X-Operator`.
 */
import type { OperatorApiConfig } from "../../src/config/operator-api.ts";
import { readKeptToken } from "../../src/lib/operator-api-token.ts";

export interface OperatorClient {
  get(path: string): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  /** A file the API serves as it is (an identity document). */
  download(path: string): Promise<Buffer>;
}

export class OperatorApiError extends Error {}

export function operatorClient(config: OperatorApiConfig): OperatorClient {
  const token = config.token ?? readKeptToken(config.keptTokenFile);
  if (!token) {
    throw new OperatorApiError(
      "No operator API token: set OPERATOR_API_TOKEN, or start the demo server once (it keeps one in DATA_DIR).",
    );
  }
  const send = (method: "GET" | "POST", path: string, body?: unknown) =>
    fetch(new URL(path, config.url), {
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
  const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const response = await send(method, path, body);
    const answer = (await response.json().catch(() => null)) as {
      data?: unknown;
      error?: { message: string; fields?: Array<{ path: string; message: string }> };
    } | null;
    if (!response.ok) {
      const fields = (answer?.error?.fields ?? []).map(({ path, message }) => `\n  ${path}: ${message}`);
      throw new OperatorApiError(
        `${response.status}: ${answer?.error?.message ?? response.statusText}${fields.join("")}`,
      );
    }
    return answer?.data;
  };
  return {
    get: (path) => call("GET", path),
    post: (path, body) => call("POST", path, body ?? {}),
    async download(path) {
      const response = await send("GET", path);
      if (!response.ok) throw new OperatorApiError(`${response.status}: ${response.statusText}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
