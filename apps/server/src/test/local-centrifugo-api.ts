/**
 * A stand-in for a Centrifugo cluster's server API on 127.0.0.1 (random port): it checks the
 * `X-API-Key` header as Centrifugo does (401 with an empty body when wrong), takes `/api/batch` and
 * `/api/disconnect` in Centrifugo's JSON shapes, and records what it accepted.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface CentrifugoCall {
  method: string;
  body: Record<string, unknown>;
}

export interface LocalCentrifugoApi {
  /** For CENTRIFUGO_API_URL. */
  url: string;
  apiKey: string;
  calls: CentrifugoCall[];
  /** The publications of every accepted batch, in order. */
  publications(): { channel: string; data: unknown }[];
  /** Answer the next `count` calls with HTTP 503, as a cluster that is restarting. */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startLocalCentrifugoApi(): Promise<LocalCentrifugoApi> {
  const apiKey = "centrifugo-test-api-key";
  const calls: CentrifugoCall[] = [];
  let failuresLeft = 0;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.headers["x-api-key"] !== apiKey) {
      response.writeHead(401).end();
      return;
    }
    if (failuresLeft > 0) {
      failuresLeft--;
      response.writeHead(503).end();
      return;
    }
    const method = request.url?.replace(/^\/api\//, "") ?? "";
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const answer = (value: unknown) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (request.method !== "POST") return void response.writeHead(405).end();
    if (method === "batch") {
      calls.push({ method, body: parsed });
      const commands = (parsed.commands ?? []) as { publish?: unknown }[];
      return answer({
        replies: commands.map((command) =>
          command.publish ? { publish: {} } : { error: { code: 107, message: "bad request" } },
        ),
      });
    }
    if (method === "disconnect") {
      calls.push({ method, body: parsed });
      return answer({ result: {} });
    }
    return answer({ error: { code: 104, message: "method not found" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    apiKey,
    calls,
    publications: () =>
      calls
        .filter((call) => call.method === "batch")
        .flatMap((call) =>
          (call.body.commands as { publish: { channel: string; data: unknown } }[]).map((c) => c.publish),
        ),
    failNext(count) {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString()));
    request.on("error", reject);
  });
}
