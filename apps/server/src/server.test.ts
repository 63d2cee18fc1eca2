/**
 * The real process, as an operator runs it: it starts on the embedded database, stops cleanly
 * within the 5 s budget on SIGINT (Ctrl-C) or SIGTERM, and finds its data again on the next start.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer } from "./test/spawn-server.ts";

const dataDir = mkdtempSync(join(tmpdir(), "reelhouse-lifecycle-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startServer = () => spawnServer({ DATA_DIR: dataDir, DEMO_DATA: "true" });

describe("server process", () => {
  it("stops within 5 s on SIGINT and keeps its data for the next start", async () => {
    const first = await startServer();
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    expect(first.logs.find((entry) => entry.msg === "standard pages added")?.added).toBeGreaterThan(0);
    // The production-built demo keeps mail in the development outbox, shows it, and says so at boot.
    expect(
      first.logs.some((entry) => entry.msg?.startsWith("SMTP_URL is not set: emails are not delivered")),
    ).toBe(true);
    expect((await fetch(`${first.baseUrl}/dev/mailbox`)).status).toBe(200);

    const stopped = await first.stop("SIGINT");
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(5000);

    const second = await startServer();
    try {
      // The standard pages are already there: nothing added, and they are served from disk.
      expect(second.logs.some((entry) => entry.msg === "standard pages added")).toBe(false);
      const page = await fetch(`${second.baseUrl}/rest/page/content/terms/`);
      expect(page.status).toBe(200);
    } finally {
      const again = await second.stop("SIGTERM");
      expect(again.code).toBe(0);
      expect(again.ms).toBeLessThan(5000);
    }
    // Two starts, each migrating and seeding: minutes on a busy machine, not the default seconds.
  }, 180_000);
});
