/**
 * `npm run operator -- <area> <action> [arguments]`: the operator API (config/operator-api.ts) from
 * a terminal, for the work staff do by hand until the back office has a screen for it. It talks to
 * a running server (`OPERATOR_API_URL`, by default this machine's `PORT`), so it works on the
 * embedded database too, which only the server may open.
 */
import { loadConfig } from "../src/config/env.ts";
import type { OperatorArea } from "./operator/area.ts";
import { OPERATOR_AREAS } from "./operator/areas.ts";
import { OperatorApiError, operatorClient } from "./operator/client.ts";

function help(areas: readonly OperatorArea[]): string {
  const lines = ["usage: npm run operator -- <area> <action> [arguments]", ""];
  for (const area of areas) {
    lines.push(`${area.name}: ${area.summary}`);
    for (const [name, action] of Object.entries(area.actions)) {
      lines.push(`  ${`${area.name} ${name} ${action.usage}`.trimEnd().padEnd(48)} ${action.summary}`);
    }
  }
  return lines.join("\n");
}

const [areaName, actionName, ...args] = process.argv.slice(2);
const action = OPERATOR_AREAS.find((area) => area.name === areaName)?.actions[actionName ?? ""];
if (!action) {
  console.error(help(OPERATOR_AREAS));
  process.exit(2);
}
try {
  await action.run(operatorClient(loadConfig({ LOG_LEVEL: "silent" }).operatorApi), args);
} catch (error) {
  if (!(error instanceof OperatorApiError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
