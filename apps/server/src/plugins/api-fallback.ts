/**
 * What the API answers when no endpoint takes a request: 405 with `Allow` when endpoints serve the
 * path with other methods (RFC 9110 §15.5.6), 404 when none does, both in the API's error shape.
 * These are wildcard routes under each API prefix, so a request for a path no endpoint serves
 * still matched a route of the API, and the rate limit counts it like any other
 * (plugins/rate-limit.ts decides by the matched route).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_PREFIXES } from "../lib/api-routes.ts";
import { AppError } from "../lib/errors.ts";

export async function apiFallbackPlugin(app: FastifyInstance): Promise<void> {
  // Nobody reads the body of a request no endpoint takes: no 400 or 415 for it before the answer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, { schema: { hide: true } }, async (request) => {
      const allowed = allowedMethods(app, request);
      if (allowed.length === 0) {
        throw new AppError("NOT_FOUND", {
          key: "noRoute",
          values: { method: request.method, path: request.url },
        });
      }
      throw new AppError(
        "METHOD_NOT_ALLOWED",
        { key: "methodNotAllowed", values: { method: request.method, allowed: allowed.join(", ") } },
        { allow: allowed, reason: "METHOD_NOT_ALLOWED" },
      );
    });
  }
}

/**
 * The methods endpoints serve this request's path with, found by the router itself, so decoding
 * and absolute-form request lines are read exactly as for routing. Wildcard routes (these
 * fallbacks, the site) match every path and serve no endpoint, so they do not count.
 */
function allowedMethods(app: FastifyInstance, request: FastifyRequest): string[] {
  return app.supportedMethods.filter((method) => {
    const found = app.findRoute({ method, url: request.url });
    return found !== null && !("*" in found.params);
  });
}
