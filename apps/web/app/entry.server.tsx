/**
 * Streams the server render. Crawlers and bots get the whole document at once; browsers get the
 * shell as soon as it is ready. Inline scripts carry the request's CSP nonce.
 */
import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { LOCALES, type WebRequestContext } from "@reelhouse/contract";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { loadI18n } from "~/lib/i18n/index.ts";

// The server renders every language, so it holds every catalog from the start.
await Promise.all(LOCALES.map(loadI18n));

export const streamTimeout = 5000;

/**
 * Hands on what React writes between two of its flushes as one chunk. React writes a page in
 * pieces of up to 4 KB and calls `flush()` once a batch (the shell, then each boundary that
 * resolves) is out; every chunk downstream is turned into a web stream's and back, and compressed
 * with a sync flush so that it leaves at once (ADR 065). A 130 KB lobby went out as some forty
 * compressed blocks; one per batch streams the same way at a fraction of the cost.
 */
class RenderBatches extends Transform {
  #pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#pending.push(chunk);
    done();
  }

  /** Called by React when a batch is complete. */
  flush(): void {
    if (this.#pending.length === 0) return;
    this.push(this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending));
    this.#pending = [];
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    done();
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: WebRequestContext,
) {
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new RenderBatches();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          // Errors after the shell streamed are reported by the error boundary; log them here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
