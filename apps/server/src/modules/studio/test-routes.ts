/**
 * `GET /__test/studio/next-server-seed/` on a test deployment: the signed-in player's committed
 * next server seed. A browser test forces an outcome the provably fair way: it finds a client seed
 * that wins with this seed, rotates to it and plays (e2e/jackpots.spec.ts: a jackpot won on cue).
 * Registered only when TEST_CLOCK_SECRET is set, answered only to requests carrying it, and hidden
 * from the API reference.
 */
import type { FastifyInstance } from "fastify";
import { requireTestSecret } from "../../lib/test-secret.ts";

export async function studioTestRoutes(app: FastifyInstance, { secret }: { secret: string }): Promise<void> {
  app.get(
    "/__test/studio/next-server-seed/",
    { schema: { hide: true }, config: { auth: "player" } },
    async (request) => {
      requireTestSecret(request, secret);
      const { seed, hash } = await app.studio.committedServerSeed(request.playerId);
      return { serverSeed: seed, serverSeedHash: hash };
    },
  );
}
