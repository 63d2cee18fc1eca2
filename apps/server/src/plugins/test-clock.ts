/**
 * `POST /__test/clock/` moves a test deployment's clock forward (`{ "advanceMs": 86400000 }`), so a
 * browser test can try tomorrow: a new promotion day, a schedule's next run. Only registered when
 * TEST_CLOCK_SECRET is set, only for requests carrying it in `x-test-clock-secret`, never backwards,
 * and hidden from the API reference.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import type { ShiftedClock } from "../lib/clock.ts";
import { requireTestSecret } from "../lib/test-secret.ts";

const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;
const AdvanceRequest = z.object({ advanceMs: z.number().int().min(1).max(MAX_ADVANCE_MS) });

async function testClockPlugin(
  app: FastifyInstance,
  { clock, secret }: { clock: ShiftedClock; secret: string },
) {
  app.post("/__test/clock/", { schema: { hide: true, body: AdvanceRequest } }, async (request) => {
    requireTestSecret(request, secret);
    const { advanceMs } = request.body as z.infer<typeof AdvanceRequest>;
    clock.advance(advanceMs);
    return { now: clock.now().toISOString() };
  });
}

export default fp(testClockPlugin, { name: "test-clock", dependencies: ["core"] });
