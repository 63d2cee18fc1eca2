/**
 * `npm run realtime:broadcast -- reload` (every open tab reloads, once no dialog is open) or
 * `npm run realtime:broadcast -- newBuild <buildId>` (tabs offer the refresh of spec §8). Writes the
 * broadcast to the outbox of the configured database (`DATABASE_URL`, or the embedded one in
 * `DATA_DIR`, which has one user at a time: there it goes out when the server next starts), and the
 * running instances' relays deliver it.
 */
import { loadConfig } from "../src/config/env.ts";
import { openDatabase } from "../src/db/client.ts";
import { writeEvent } from "../src/db/outbox.ts";
import { AppNewBuild, AppReload } from "../src/modules/realtime/events.ts";

const [action, buildId] = process.argv.slice(2);
if (action !== "reload" && action !== "newBuild") {
  console.error("usage: npm run realtime:broadcast -- reload | newBuild <buildId>");
  process.exit(2);
}
if (action === "newBuild" && !buildId) {
  console.error("newBuild needs the id of the build now deployed (GET /builds/latest.json)");
  process.exit(2);
}

const config = loadConfig({ LOG_LEVEL: "silent" });
const database = await openDatabase(config.database);
try {
  await database.migrate();
  if (action === "reload")
    await writeEvent(database.db, AppReload, { playerId: null, payload: {} }, new Date());
  else await writeEvent(database.db, AppNewBuild, { playerId: null, payload: { buildId } }, new Date());
  console.log(`✓ ${action} broadcast queued (${database.kind})`);
} finally {
  await database.close();
}
