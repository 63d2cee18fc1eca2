/**
 * `npm run realtime:broadcast -- reload` (every open tab reloads, once no dialog is open) or
 * `npm run realtime:broadcast -- newBuild <buildId>` (tabs offer the refresh of spec §8). Writes the
 * broadcast to the outbox of the configured database (`DATABASE_URL`, or the embedded one in
 * `DATA_DIR`, which has one user at a time: there it goes out when the server next starts), and the
 * running instances' relays deliver it.
 */
import { loadConfig } from "../src/config/env.ts";
import { openDatabase } from "../src/db/client.ts";
import { writeOutboxEvent } from "../src/db/outbox.ts";
import { APP_TOPICS } from "../src/modules/realtime/outbox-messages.ts";

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
  await writeOutboxEvent(
    database.db,
    { topic: APP_TOPICS[action], playerId: null, payload: buildId ? { buildId } : {} },
    new Date(),
  );
  console.log(`✓ ${action} broadcast queued (${database.kind})`);
} finally {
  await database.close();
}
