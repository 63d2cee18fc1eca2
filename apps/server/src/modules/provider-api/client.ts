/**
 * A provider's side of the API: signs each body and posts it, as an outside provider's wallet
 * client does. Used by the sandbox game host and by the provider simulator (`npm run provider-sim`).
 */
import { randomUUID } from "node:crypto";
import {
  PROVIDER_API_BASE,
  PROVIDER_SIGNATURE_HEADER,
  type ProviderApiOperation,
  type ProviderApiRequest,
  ProviderApiResponse,
} from "@reelhouse/contract";
import { signBody } from "./signature.ts";

export interface ProviderApiClientOptions {
  /** The server's origin, e.g. http://localhost:3000. */
  baseUrl: string;
  provider: string;
  secret: string;
  /** How long to wait for an answer; an unanswered call may be sent again as it is. */
  timeoutMs?: number;
  /** The HTTP client; tests pass one that calls the app in process. */
  fetch?: typeof fetch;
}

/** An operation's fields; `request_uuid` is made up for each call unless given. */
export type CallFields<O extends ProviderApiOperation> = Omit<ProviderApiRequest<O>, "request_uuid"> & {
  request_uuid?: string;
};

export interface RawAnswer {
  httpStatus: number;
  body: unknown;
}

export function createProviderApiClient({
  baseUrl,
  provider,
  secret,
  timeoutMs = 10_000,
  fetch: http = fetch,
}: ProviderApiClientOptions) {
  /**
   * Posts `body` as it is to `operation`, signed with the provider's secret, or with `signature`
   * when given (null: no signature at all), and answers the HTTP status and the parsed body.
   */
  async function send(
    operation: string,
    body: unknown,
    { signature }: { signature?: string | null } = {},
  ): Promise<RawAnswer> {
    const raw = JSON.stringify(body);
    const signed = signature === undefined ? signBody(secret, raw) : signature;
    const response = await http(
      `${baseUrl}${PROVIDER_API_BASE}/${encodeURIComponent(provider)}/${operation}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signed === null ? {} : { [PROVIDER_SIGNATURE_HEADER]: signed }),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
    return { httpStatus: response.status, body: await response.json() };
  }

  const call =
    <O extends ProviderApiOperation>(operation: O) =>
    async (fields: CallFields<O>): Promise<ProviderApiResponse> => {
      const { httpStatus, body } = await send(operation, { request_uuid: randomUUID(), ...fields });
      if (httpStatus !== 200)
        throw new Error(`provider API ${operation}: HTTP ${httpStatus} ${JSON.stringify(body)}`);
      return ProviderApiResponse.parse(body);
    };

  return {
    send,
    authenticate: call("authenticate"),
    balance: call("balance"),
    bet: call("bet"),
    win: call("win"),
    rollback: call("rollback"),
  };
}

export type ProviderApiClient = ReturnType<typeof createProviderApiClient>;
