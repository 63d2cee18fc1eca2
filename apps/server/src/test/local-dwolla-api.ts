/**
 * A stand-in for Dwolla's REST API on 127.0.0.1 (random port), answering as Dwolla documents:
 * `POST /token` (client credentials by basic auth) gives a bearer token; `POST /customers`,
 * `POST /customers/:id/funding-sources` and `POST /transfers` (HAL JSON, the bearer token) answer
 * 201 Created with the new resource's URL in `Location`, and a transfer's `Idempotency-Key` sent
 * again answers the same transfer. It records each accepted request.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface DwollaRequest {
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  /** The URL of what it created. */
  location: string;
}

export interface LocalDwollaApi {
  url: string;
  key: string;
  secret: string;
  requests: DwollaRequest[];
  /** Answer the next API call (after the token) with this status and a Dwolla error body. */
  failNextWith(status: number): void;
  close(): Promise<void>;
}

const HAL_JSON = "application/vnd.dwolla.v1.hal+json";

export async function startLocalDwollaApi(): Promise<LocalDwollaApi> {
  const key = "dwolla-test-key";
  const secret = "dwolla-test-secret";
  const token = `token-${randomUUID()}`;
  const requests: DwollaRequest[] = [];
  const transfersByKey = new Map<string, string>();
  let nextFailure: number | null = null;

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const path = request.url ?? "/";
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.method === "POST" && path === "/token") {
      const expected = `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;
      if (request.headers.authorization !== expected || raw !== "grant_type=client_credentials") {
        return send(response, 401, { error: "invalid_client" });
      }
      return send(response, 200, { access_token: token, token_type: "bearer", expires_in: 3600 });
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return send(response, 401, { code: "InvalidAccessToken", message: "Invalid access token." });
    }
    if (request.headers.accept !== HAL_JSON || request.headers["content-type"] !== HAL_JSON) {
      return send(response, 406, { code: "InvalidVersion", message: "Missing or invalid Accept header." });
    }
    if (nextFailure !== null) {
      const status = nextFailure;
      nextFailure = null;
      return send(response, status, { code: "ServerError", message: "A server error occurred." });
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    const created = (location: string) => {
      requests.push({ path, body, idempotencyKey, location });
      response.writeHead(201, { location }).end();
    };
    if (request.method === "POST" && path === "/customers") {
      return created(`${base}/customers/${randomUUID()}`);
    }
    if (request.method === "POST" && /^\/customers\/[\w-]+\/funding-sources$/.test(path)) {
      return created(`${base}/funding-sources/${randomUUID()}`);
    }
    if (request.method === "POST" && path === "/transfers") {
      const known = idempotencyKey ? transfersByKey.get(idempotencyKey) : undefined;
      const location = known ?? `${base}/transfers/${randomUUID()}`;
      if (idempotencyKey) transfersByKey.set(idempotencyKey, location);
      return created(location);
    }
    return send(response, 404, { code: "NotFound", message: "The requested resource was not found." });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    secret,
    requests,
    failNextWith(status) {
      nextFailure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { "content-type": HAL_JSON }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
