/**
 * Social sign-in providers (spec §5): the service on `app.socialAuth`. It has no routes of its own;
 * the accounts module signs players in with the identities it verifies.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createSocialAuth, type SocialAuth } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    socialAuth: SocialAuth;
  }
}

async function socialAuthPlugin(app: FastifyInstance): Promise<void> {
  app.decorate(
    "socialAuth",
    createSocialAuth(app.config.social, { clock: app.clock, log: app.log.child({ module: "social-auth" }) }),
  );
}

export default fp(socialAuthPlugin, { name: "social-auth", dependencies: ["core"] });
