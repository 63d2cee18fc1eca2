/**
 * A stand-in for Twilio's Messages REST API on 127.0.0.1 (random port): it checks the path and
 * basic auth the way Twilio does, records each accepted form, and answers in Twilio's JSON shapes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface TwilioRequest {
  path: string;
  form: Record<string, string>;
}

export interface LocalTwilioApi {
  /** Base URL for TWILIO_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  requests: TwilioRequest[];
  /** Answer the next message with this Twilio error instead of accepting it. */
  failNextWith(error: { status: number; code: number; message: string }): void;
  /** Never answer the next message, like an API that hangs. */
  stallNext(): void;
  close(): Promise<void>;
}

export async function startLocalTwilioApi(): Promise<LocalTwilioApi> {
  const accountSid = "AC00000000000000000000000000000001";
  const authToken = "twilio-test-token";
  const requests: TwilioRequest[] = [];
  let nextError: { status: number; code: number; message: string } | null = null;
  let stallNext = false;

  const expectedPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== "POST" || request.url !== expectedPath) {
      return sendError(response, {
        status: 404,
        code: 20404,
        message: "The requested resource was not found",
      });
    }
    if (request.headers.authorization !== expectedAuth) {
      return sendError(response, { status: 401, code: 20003, message: "Authenticate" });
    }
    if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
      return sendError(response, { status: 400, code: 21601, message: "Expected a form" });
    }
    if (stallNext) {
      stallNext = false;
      return;
    }
    if (nextError) {
      const error = nextError;
      nextError = null;
      return sendError(response, error);
    }
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({ path: request.url, form });
    response.writeHead(201, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        sid: `SM${String(requests.length).padStart(32, "0")}`,
        account_sid: accountSid,
        to: form.To,
        from: form.From,
        body: form.Body,
        status: "queued",
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    failNextWith: (error) => {
      nextError = error;
    },
    stallNext: () => {
      stallNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendError(response: ServerResponse, error: { status: number; code: number; message: string }): void {
  response.writeHead(error.status, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      code: error.code,
      message: error.message,
      more_info: `https://www.twilio.com/docs/errors/${error.code}`,
      status: error.status,
    }),
  );
}
