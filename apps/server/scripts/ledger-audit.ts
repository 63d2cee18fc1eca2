/**
 * `npm run ledger:audit`: checks the ledger of the configured database (`DATABASE_URL`, or the
 * embedded one in `DATA_DIR`; stop the server first, as the embedded database has one user at a
 * time), and that every jackpot pool holds what its ledger account does. Lists every violation and
 * exits non-zero when there is any.
 */
import { loadConfig } from "../src/config/env.ts";
import { openDatabase } from "../src/db/client.ts";
import { auditJackpots } from "../src/modules/jackpots/audit.ts";
import { auditLedger } from "../src/modules/wallet/audit.ts";

// Run from the repository root, like `npm start`, so the default DATA_DIR is the same folder.
const config = loadConfig({ LOG_LEVEL: "silent" });
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const violations = [...(await auditLedger(database.db)).violations, ...(await auditJackpots(database.db))];
  for (const violation of violations) console.error(`✗ ${violation}`);
  console.log(
    violations.length === 0
      ? `✓ ledger consistent (${database.kind})`
      : `✗ ${violations.length} violation(s) in the ledger (${database.kind})`,
  );
  process.exitCode = violations.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
