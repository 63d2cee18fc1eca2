/**
 * Cross-site request forgery defence for cookie-authenticated writes (OWASP: verify origin with
 * standard headers). A browser always labels a request with `Sec-Fetch-Site` or `Origin`; a write
 * that a browser labels as coming from another site is refused. Requests without either header do
 * not come from a browser page and so cannot ride on a visitor's cookies.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Overrides the check the method implies: `"check"` for a GET that changes state anyway (spec
     * §7 `GET /rest/logout/`), `"skip"` for a POST other sites legitimately submit to and that uses
     * no cookies (a provider's callback).
     */
    csrf?: "check" | "skip";
  }
}

export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite !== "same-origin" && fetchSite !== "none";
  // Older browsers label a cross-site GET with neither header, but still say where it came from.
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== "string") return false;
  // Hosts compared as URLs read them, so a default port written out (`localhost:80`) or left off
  // still matches; the scheme is left out, as TLS may end at a proxy in front of us.
  const ours = `${request.protocol}://${request.host}`;
  return !URL.canParse(source) || !URL.canParse(ours) || new URL(source).host !== new URL(ours).host;
}

async function csrfPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request) => {
    const declared = request.routeOptions.config.csrf;
    const changesState = declared ? declared === "check" : !SAFE_METHODS.has(request.method);
    if (changesState && isCrossSiteRequest(request)) {
      throw new AppError("FORBIDDEN", { key: "crossSite" });
    }
  });
}

export default fp(csrfPlugin, { name: "csrf" });
