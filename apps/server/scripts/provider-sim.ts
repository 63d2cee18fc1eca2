/**
 * `npm run provider-sim`: plays every rule of the provider API against a running server, as the
 * `sandbox` provider, and prints each case PASS or FAIL; exits non-zero if any fails.
 *
 *   npm run provider-sim -- --base-url http://localhost:3000 --secret "$PROVIDER_SANDBOX_SECRET"
 *
 * Defaults: http://localhost:3000 and the development secret, what `npm run dev` serves with. The
 * server must serve the sandbox game host (outside production, or with `DEMO_DATA=true`, as
 * `npm start` sets); a fresh player is signed up for the run and launches the sandbox game through
 * the sandbox's signed launch, as its games are in no player's catalogue.
 */
import { parseArgs } from "node:util";
import { DEVELOPMENT_SANDBOX_SECRET } from "../src/config/provider-api.ts";
import { createProviderApiClient } from "../src/modules/provider-api/client.ts";
import { runSimulation } from "../src/modules/provider-api/simulator.ts";
import { httpTarget } from "../src/modules/provider-api/simulator-player.ts";

const { values } = parseArgs({
  options: { "base-url": { type: "string" }, secret: { type: "string" } },
});
const baseUrl = (values["base-url"] ?? "http://localhost:3000").replace(/\/+$/, "");
const secret = values.secret ?? DEVELOPMENT_SANDBOX_SECRET;

console.log(`Provider simulator: sandbox at ${baseUrl}\n`);
const target = await httpTarget(
  baseUrl,
  createProviderApiClient({ baseUrl, provider: "sandbox", secret }),
  secret,
);
const results = await runSimulation(target, ({ name, passed, error }) =>
  console.log(`${passed ? "PASS" : "FAIL"}  ${name}${error ? `\n      ${error}` : ""}`),
);
const failed = results.filter((result) => !result.passed).length;
console.log(`\n${results.length - failed} of ${results.length} cases passed`);
process.exitCode = failed > 0 ? 1 : 0;
