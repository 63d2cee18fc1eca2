/**
 * Security headers, the content security policy and the default cache policy. Scripts run only
 * from our origin or with the per-response nonce that the server renderer puts on its inline
 * hydration scripts.
 *
 * Helmet chooses the headers and writes the policy, once at start (ADR 140): every response gets
 * the same headers, so building them per request, as helmet's Fastify plugin does, was a large part
 * of what a small request cost. A nonce is minted only for a response that asks for one
 * (`reply.cspNonce`: a page that inlines a script or a style); its policy then allows that nonce.
 * Every other response (API answers, assets, errors) carries the policy without any nonce, which
 * allows no inline script at all.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { isApiRoute } from "../lib/api-routes.ts";

export interface SecurityOptions {
  /** Vite's dev server injects inline scripts and a websocket for hot reload; dev relaxes the CSP for it. */
  isDevelopment: boolean;
  /** Hosts the page may connect to besides its own origin (a Centrifugo cluster's WebSocket). */
  connectOrigins?: readonly string[];
}

export interface CspNonce {
  script: string;
  style: string;
}

declare module "fastify" {
  interface FastifyReply {
    /**
     * Nonces for the page's inline scripts and styles, minted on first read, and the policy of this
     * response allows them from then on; undefined where no policy is sent (development).
     */
    readonly cspNonce: CspNonce | undefined;
  }
}

/** Stand-ins for the nonces in the policy helmet writes at start; each response puts its own in. */
const SCRIPT_NONCE = "'nonce-script'";
const STYLE_NONCE = "'nonce-style'";
const CSP_HEADER = "content-security-policy";

function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: options.isDevelopment
      ? false
      : {
          useDefaults: true,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", SCRIPT_NONCE],
            styleSrc: ["'self'", STYLE_NONCE],
            // Inline style attributes carry no script; nonces cover <style> elements.
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            // 'self' covers same-origin WebSocket (ws/wss) too; a realtime cluster elsewhere is named.
            connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
            fontSrc: ["'self'", "data:"],
            frameSrc: ["'self'"],
            frameAncestors: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.isDevelopment ? false : { maxAge: 15_552_000, includeSubDomains: true },
  };
}

/** The headers helmet sets on a response, lower-cased, read once from a response that records them. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const { [CSP_HEADER]: noncedPolicy, ...headers } = helmetHeaders(helmetOptions(options));
  // The policy of a response that inlines nothing: no nonce, so no inline script or style element.
  const plainPolicy = noncedPolicy?.replace(` ${SCRIPT_NONCE}`, "").replace(` ${STYLE_NONCE}`, "");
  const responseHeaders = plainPolicy ? { ...headers, [CSP_HEADER]: plainPolicy } : headers;

  const minted = new WeakMap<FastifyReply, CspNonce>();
  app.decorateReply("cspNonce", {
    getter(this: FastifyReply) {
      if (!noncedPolicy) return undefined;
      let nonce = minted.get(this);
      if (!nonce) {
        const bytes = randomBytes(32).toString("hex");
        nonce = { script: bytes.slice(0, 32), style: bytes.slice(32) };
        minted.set(this, nonce);
        this.header(
          CSP_HEADER,
          noncedPolicy
            .replace(SCRIPT_NONCE, `'nonce-${nonce.script}'`)
            .replace(STYLE_NONCE, `'nonce-${nonce.style}'`),
        );
      }
      return nonce;
    },
  });

  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(responseHeaders);
  });

  // Answers and pages may carry a player's data, so no browser or shared cache keeps them
  // (ASVS 14.3.2). Static assets and the few answers meant for caching set their own policy.
  app.addHook("onSend", async (request, reply) => {
    if (reply.hasHeader("cache-control")) return;
    const type = String(reply.getHeader("content-type") ?? "");
    if (isApiRoute(request.routeOptions.url) || /^(text\/html|application\/json)/.test(type)) {
      reply.header("cache-control", "no-store");
    }
  });
}

export default fp(securityPlugin, { name: "security" });
