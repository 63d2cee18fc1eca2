/**
 * The seamless-wallet API for outside game providers: the service on `app.providerApi` (launch
 * tokens for the games module, the providers' calls), its signed routes, and, outside production,
 * the sandbox provider's game pages, which play through the API over HTTP like any outside studio,
 * with the signed launch the provider simulator opens them by.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createProviderApiClient } from "./client.ts";
import { providerApiRoutes } from "./routes.ts";
import { sandboxHostRoutes } from "./sandbox/routes.ts";
import { sandboxLaunchRoutes } from "./sandbox-launch.ts";
import { createProviderApi, type ProviderApi } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    providerApi: ProviderApi;
  }
}

async function providerApiPlugin(app: FastifyInstance): Promise<void> {
  const settings = app.config.providerApi;
  const providerApi = createProviderApi({
    db: app.db,
    clock: app.clock,
    wallet: app.wallet,
    accounts: app.accounts,
    restrictions: app.restrictions,
    settings,
  });
  app.decorate("providerApi", providerApi);
  await app.register(providerApiRoutes);

  const sandbox = providerApi.provider("sandbox");
  if (settings.sandboxHost && sandbox) {
    await app.register(sandboxHostRoutes, {
      client: () =>
        createProviderApiClient({ baseUrl: ownAddress(app), provider: sandbox.slug, secret: sandbox.secret }),
    });
    await app.register(sandboxLaunchRoutes, { secret: sandbox.secret });
  }
}

/**
 * Where this server listens, as a client on this machine reaches it: the sandbox host calls the
 * provider API over the network, as an outside provider would.
 */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") {
    throw new Error("the sandbox game host needs the server to listen on a TCP port");
  }
  const host =
    address.address === "0.0.0.0"
      ? "127.0.0.1"
      : address.address === "::"
        ? "[::1]"
        : address.family === "IPv6"
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

export default fp(providerApiPlugin, {
  name: "provider-api",
  dependencies: ["core", "accounts", "wallet", "restrictions"],
});
