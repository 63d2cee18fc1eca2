/** Translations (spec §7): each language's message catalog, the one the site renders with. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { translationsRoutes } from "./routes.ts";

async function translationsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(translationsRoutes);
}

export default fp(translationsPlugin, { name: "translations", dependencies: ["core"] });
