import type { MathsSheet } from "@reelhouse/games";
import { MATHS_SHEETS } from "@reelhouse/games/sheets";
import { describe, expect, it } from "vitest";
import { replayFromSeeds, startsOf } from "./replay-seeds.ts";
import { webCrypto } from "./web-crypto.ts";

describe("a round replayed from pasted values", () => {
  it.each(MATHS_SHEETS.map((sheet) => [`${sheet.id} v${sheet.mathsVersion}`, sheet] as const))(
    "%s: the sheet's worked example, from its seeds alone",
    async (_name, published) => {
      const sheet = JSON.parse(JSON.stringify(published)) as MathsSheet;
      const { example } = sheet;
      const replay = await replayFromSeeds(
        sheet,
        {
          serverSeed: example.serverSeed,
          clientSeed: example.clientSeed,
          nonce: example.nonce,
          start: "spin",
        },
        webCrypto,
      );
      expect(replay.serverSeedHash).toBe(example.serverSeedHash);
      expect(replay.mathsVersion).toBe(sheet.mathsVersion);
      expect(replay.steps[0]).toEqual(example.result);
      expect(replay.steps.at(-1)?.state).toBeNull();
      expect(replay.winUnits).toBe(replay.steps.reduce((sum, step) => sum + step.winUnits, 0));
    },
  );

  it("offers the starts a title has: a bonus buy only where there is one", () => {
    const info = (id: string) => MATHS_SHEETS.find((sheet) => sheet.id === id)?.title.info;
    expect(startsOf(info("midnight-fruits") as MathsSheet["title"]["info"])).toEqual(["spin"]);
    expect(startsOf(info("viking-voyage") as MathsSheet["title"]["info"])).toEqual(["spin", "buy"]);
    expect(startsOf(info("storm-forge") as MathsSheet["title"]["info"])).toEqual([
      "spin",
      "buy",
      "superBuy",
      "ante",
    ]);
  });

  it("plays a bought round to its end, every step from the state the one before left", async () => {
    const sheet = MATHS_SHEETS.find(
      (each) => each.id === "viking-voyage" && each.mathsVersion === 2,
    ) as MathsSheet;
    const replay = await replayFromSeeds(
      sheet,
      { serverSeed: "any-seed", clientSeed: "any-client", nonce: 4, start: "buy" },
      webCrypto,
    );
    expect(replay.steps[0]?.kind).toBe("buy");
    expect(replay.steps.length).toBeGreaterThan(1);
    expect(replay.steps.slice(1).every((step) => step.kind === "freeSpin")).toBe(true);
  });
});
