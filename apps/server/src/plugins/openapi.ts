/** OpenAPI document generated from the contract's zod schemas, with a browsable page at /docs. */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { APP_VERSION } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

async function openApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Reelhouse API",
        version: APP_VERSION,
        description: "Player-facing REST API of the Reelhouse games platform.",
      },
      tags: [
        { name: "platform", description: "Health and readiness" },
        { name: "pages", description: "Editorial pages" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    staticCSP: true,
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
}

export default fp(openApiPlugin, { name: "openapi" });
