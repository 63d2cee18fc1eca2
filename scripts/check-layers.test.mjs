import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLayers } from "./check-layers.mjs";

let srcDir;
afterEach(() => rmSync(srcDir, { recursive: true, force: true }));

/** A server src folder holding only the given files. */
function fixture(files) {
  srcDir = mkdtempSync(join(tmpdir(), "reelhouse-layers-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(srcDir, path)), { recursive: true });
    writeFileSync(join(srcDir, path), text);
  }
  return srcDir;
}

const modules = {
  "modules/wallet/service.ts": "export const balance = 1;\n",
  "modules/wallet/events.ts": "export const credited = 'credited';\n",
  "modules/wallet/plugin.ts": "export interface WalletDecoration { balance: number }\n",
  "modules/wallet/repo.ts": "export const rows = [];\n",
  "modules/wallet/ledger.ts": "export const entries = [];\n",
};

it("accepts a module that uses another one through its service, events and plugin types", () => {
  const src = fixture({
    ...modules,
    "modules/games/service.ts": [
      'import { balance } from "../wallet/service.ts";',
      'export { credited } from "../wallet/events.ts";',
      'import type { WalletDecoration } from "../wallet/plugin.ts";',
      'import { type WalletDecoration as Same } from "../wallet/plugin.ts";',
      'import { rows } from "./repo.ts";',
      "",
    ].join("\n"),
    "modules/games/repo.ts": "export const rows = [];\n",
    "modules/games/routes.ts": 'import { balance } from "./service.ts";\n',
    "lib/clock.ts": 'import { now } from "./time.ts";\n',
    "app.ts": 'import { rows } from "./modules/wallet/repo.ts";\n',
  });
  expect(checkLayers(src)).toEqual([]);
});

it("names each import into another module's internals and where the code belongs", () => {
  const src = fixture({
    ...modules,
    "modules/games/service.ts": [
      'import { rows } from "../wallet/repo.ts";',
      'export { entries } from "../wallet/ledger.ts";',
      'import { WalletDecoration } from "../wallet/plugin.ts";',
      'const later = () => import("../wallet/ledger.ts");',
      "",
    ].join("\n"),
  });
  expect(checkLayers(src)).toEqual([
    "modules/games/service.ts:1: modules/games may not import modules/wallet/repo.ts: another module is used only through its service.ts or events.ts (plugin.ts for types); export what you need from modules/wallet/service.ts.",
    "modules/games/service.ts:2: modules/games may not import modules/wallet/ledger.ts: another module is used only through its service.ts or events.ts (plugin.ts for types); export what you need from modules/wallet/service.ts.",
    "modules/games/service.ts:3: modules/games may import modules/wallet/plugin.ts for types only: use `import type`.",
    "modules/games/service.ts:4: modules/games may not import modules/wallet/ledger.ts: another module is used only through its service.ts or events.ts (plugin.ts for types); export what you need from modules/wallet/service.ts.",
  ]);
});

it("keeps every routes file away from repos and the database client", () => {
  const src = fixture({
    ...modules,
    "db/client.ts": "export const openDatabase = () => {};\n",
    "modules/wallet/routes.ts":
      'import { rows } from "./repo.ts";\nimport type { Db } from "../../db/client.ts";\n',
    "modules/wallet/history-routes.ts": 'import { openDatabase } from "../../db/client.ts";\n',
  });
  expect(checkLayers(src).sort()).toEqual([
    "modules/wallet/history-routes.ts:1: routes may not import db/client.ts: routes call their service; put the query behind a function in service.ts.",
    "modules/wallet/routes.ts:1: routes may not import modules/wallet/repo.ts: routes call their service; put the query behind a function in service.ts.",
  ]);
});

it("keeps lib/ and plugins/ below modules/, types included", () => {
  const src = fixture({
    ...modules,
    "lib/money.ts": 'import { balance } from "../modules/wallet/service.ts";\n',
    "plugins/session.ts": 'import type { WalletDecoration } from "../modules/wallet/plugin.ts";\n',
  });
  expect(checkLayers(src)).toEqual([
    "lib/money.ts:1: lib/ may not import modules/wallet/service.ts: lib/ and plugins/ sit below modules/; let app.ts pass in what they need.",
    "plugins/session.ts:1: plugins/ may not import modules/wallet/plugin.ts: lib/ and plugins/ sit below modules/; let app.ts pass in what they need.",
  ]);
});

it("lets a module's tables reference another module's tables, and nothing else reach them", () => {
  const src = fixture({
    ...modules,
    "modules/wallet/schema.ts": "export const walletAccounts = {};\n",
    "modules/games/schema.ts": 'import { walletAccounts } from "../wallet/schema.ts";\n',
    "modules/games/service.ts": 'import { walletAccounts } from "../wallet/schema.ts";\n',
  });
  expect(checkLayers(src)).toEqual([
    "modules/games/service.ts:1: modules/games may not import modules/wallet/schema.ts: another module is used only through its service.ts or events.ts (plugin.ts for types); export what you need from modules/wallet/service.ts.",
  ]);
});

const tables = (...names) =>
  `${names.map((name) => `export const ${name} = pgTable("${name}", {});`).join("\n")}\n`;

describe.each([
  ["db/schema/<module>.ts", "db/schema/accounts.ts", "db/schema/wallet.ts", "../../db/schema/index.ts"],
  ["modules/<module>/schema.ts", "modules/accounts/schema.ts", "modules/wallet/schema.ts", "./schema.ts"],
])("table ownership with schemas in %s", (_layout, accountsSchema, walletSchema, ownSchema) => {
  const schemas = {
    "modules/accounts/service.ts": "export const standing = 1;\n",
    [accountsSchema]: tables("players", "sessions"),
    [walletSchema]: `import { players } from "${walletSchema.startsWith("db") ? "./accounts.ts" : "../accounts/schema.ts"}";\n${tables("walletAccounts")}`,
    "db/schema/outbox.ts": tables("outboxEvents"),
    "db/schema/index.ts": [
      `export * from "../../${accountsSchema}";`,
      `export { walletAccounts } from "../../${walletSchema}";`,
      'export { outboxEvents } from "./outbox.ts";',
      "",
    ].join("\n"),
  };

  it("refuses a repo that reads another module's table or the platform's, saying where the code belongs", () => {
    const src = fixture({
      ...schemas,
      "modules/wallet/repo.ts": [
        `import { walletAccounts } from "${ownSchema}";`,
        'import { players as accountsOfPlayers, outboxEvents } from "../../db/schema/index.ts";',
        "",
      ].join("\n"),
    });
    expect(checkLayers(src)).toEqual([
      "modules/wallet/repo.ts:2: modules/wallet may not use players, a table of modules/accounts: a module touches only its own tables; ask modules/accounts/service.ts for what you need (add it there).",
      "modules/wallet/repo.ts:2: modules/wallet may not use outboxEvents, a table of the platform: only db/ and the event plumbing touch it; go through the helper in db/ (db/outbox.ts for events).",
    ]);
  });

  it("accepts a module's own tables, the relay's outbox, foreign keys in schemas and tests arranging data", () => {
    const src = fixture({
      ...schemas,
      "modules/wallet/repo.ts": `import { walletAccounts } from "${ownSchema}";\n`,
      "modules/wallet/ledger.test.ts": 'import { players } from "../../db/schema/index.ts";\n',
      "modules/realtime/repo.ts": 'import { outboxEvents } from "../../db/schema/index.ts";\n',
      "db/outbox.ts": 'import { outboxEvents } from "./schema/index.ts";\n',
    });
    expect(checkLayers(src)).toEqual([]);
  });
});
