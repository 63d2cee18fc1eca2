/**
 * Security headers, the content security policy and the default cache policy. Scripts run only
 * from our origin or with the per-request nonce that the server renderer puts on its inline
 * hydration scripts.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiRoute } from "../lib/api-routes.ts";

export interface SecurityOptions {
  /** Vite's dev server injects inline scripts and a websocket for hot reload; dev relaxes the CSP for it. */
  isDevelopment: boolean;
  /** Hosts the page may connect to besides its own origin (a Centrifugo cluster's WebSocket). */
  connectOrigins?: readonly string[];
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: !options.isDevelopment,
    contentSecurityPolicy: options.isDevelopment
      ? false
      : {
          useDefaults: true,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
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
    hsts: options.isDevelopment ? false : { maxAge: 15_552_000, includeSubDomains: true },
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
