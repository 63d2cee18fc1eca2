/**
 * `npm run provider-sim` as the suite runs it: the real app listening on a port, on PostgreSQL, with
 * the sandbox game host; the simulated provider signs its calls and sends them over HTTP, for a
 * player signed up through the public API and launching the game through the sandbox's signed
 * launch. Copies racing on a pool of real connections are played here too.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import type { ProviderApiClient } from "./client.ts";
import { runCase, SIMULATION_CASES, type SimulationTarget } from "./simulator.ts";
import { httpTarget, SIMULATED_GAME } from "./simulator-player.ts";
import { sandboxClient } from "./testing.ts";

let t: TestApp;
let baseUrl: string;
let client: ProviderApiClient;
let target: SimulationTarget;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ host: "127.0.0.1", port: 0 });
  client = sandboxClient(t, baseUrl);
  target = await httpTarget(baseUrl, client, t.config.providerApi.providers.sandbox?.secret as string);
});
afterAll(() => t.close());

it.each(SIMULATION_CASES.map((simulationCase) => [simulationCase.name, simulationCase] as const))(
  "%s",
  async (_name, simulationCase) => {
    expect(await runCase(simulationCase, target)).toEqual({ name: simulationCase.name, passed: true });
  },
);

it("lets one of racing copies naming different rounds through, and answers the others DUPLICATE_MISMATCH", async () => {
  const token = await target.launch("coins");
  const session = await client.authenticate({ token });
  const user = session.user as string;
  const transactionUuid = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      client.bet({
        transaction_uuid: transactionUuid,
        round: randomUUID(),
        user,
        token,
        currency: "COINS",
        amount: 100,
        game: SIMULATED_GAME.code,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([...Array(7).fill("DUPLICATE_MISMATCH"), "OK"]);
  expect((await client.balance({ user, currency: "COINS" })).balance).toBe((session.balance as number) - 100);
});

it("keeps the ledger whole", async () => {
  expect((await t.app.wallet.audit()).violations).toEqual([]);
});
