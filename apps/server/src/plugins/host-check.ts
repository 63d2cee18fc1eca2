/**
 * Refuses a request whose Host is not a host name and port (RFC 9110 §7.2) before anything reads
 * it: links in emails, the theme and cookies are built from the host, and a malformed one must
 * never reach account work, whatever account it names.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.ts";
import { requestHost } from "../lib/site.ts";

async function hostCheckPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request) => {
    if (!requestHost(request)) throw new AppError("BAD_REQUEST", { key: "badHost" });
  });
}

export default fp(hostCheckPlugin, { name: "host-check", dependencies: ["error-handler"] });
