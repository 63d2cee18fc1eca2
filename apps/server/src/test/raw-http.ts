/**
 * One HTTP/1.1 request written byte for byte to a listening app, for request lines `inject` cannot
 * send: the absolute form (`GET http://host/path HTTP/1.1`) that proxies use and anyone may send.
 */

import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";

export interface RawResponse {
  status: number;
  /** Header names in lower case; the last value wins. */
  headers: Record<string, string>;
  body: string;
}

/** Starts `app` listening on a free loopback port (once) and returns the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

export function sendRawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const head = [requestLine, "Host: localhost", "Connection: close"]
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [headText = "", body = ""] = text.split("\r\n\r\n", 2);
      const [statusLine = "", ...headerLines] = headText.split("\r\n");
      const status = Number(statusLine.split(" ")[1]);
      const parsed = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status, headers: parsed, body });
    });
  });
}
