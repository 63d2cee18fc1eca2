import type { Round } from "@reelhouse/contract";
import { EARLIER_VERSIONS, findTitle, type MathsSheet, type Title } from "@reelhouse/games";
import { MATHS_SHEETS } from "@reelhouse/games/sheets";
import { describe, expect, it } from "vitest";
import { playRound, publishedSheet, SERVER_SEED } from "./played-round.test-support.ts";
import { verifyRound, verifyRoundFromSheets } from "./verify-round.ts";
import { webCrypto } from "./web-crypto.ts";

async function checked(round: Round) {
  const result = await verifyRound(round, webCrypto, publishedSheet(round));
  if (result.status !== "checked") throw new Error(`Not checked: ${result.status}`);
  return result;
}

const fieldsOf = (result: Awaited<ReturnType<typeof checked>>, index: number) =>
  result.steps[index]?.differences.map((difference) => difference.field);

describe("verifyRound", () => {
  it("verifies a genuine spin: the hash and every step agree", async () => {
    const result = await checked(playRound("midnight-fruits"));
    expect(result).toMatchObject({ isVerified: true, issues: [] });
    expect(result.computedHash).toBe(result.committedHash);
    expect(result.steps).toEqual([{ index: 0, kind: "spin", differences: [] }]);
  });

  it("verifies a bought feature step by step, each from the state the replay reached", async () => {
    const round = playRound("viking-voyage", { buy: true });
    expect(round.steps.length).toBeGreaterThan(1);
    const result = await checked(round);
    expect(result.isVerified).toBe(true);
    expect(result.steps.map((step) => step.kind)).toEqual(round.steps.map((step) => step.outcome.kind));
  });

  it("verifies a Storm Forge spin with the ante bet, replayed on the sheet's ante strips", async () => {
    const round = playRound("storm-forge", { ante: true });
    expect(round.ante).toBe(true);
    const result = await checked(round);
    expect(result).toMatchObject({ isVerified: true, issues: [] });
    // The same seeds without the ante stop on the base strips, so the replay must take the ante.
    const withoutAnte = await checked({ ...round, ante: false });
    expect(withoutAnte.isVerified).toBe(false);
  });

  it("verifies a Storm Forge super buy, its free spins starting at the super multiplier", async () => {
    const round = playRound("storm-forge", { buy: true, buyTier: "super" });
    const first = round.steps[0]?.outcome.state;
    expect(first?.kind === "freeSpins" ? first.multiplier : null).toBe(
      findTitle("storm-forge")?.info.superBuy?.multiplier,
    );
    expect((await checked(round)).isVerified).toBe(true);
    expect((await checked({ ...round, buyTier: "standard" })).isVerified).toBe(false);
  });

  it("verifies a hold-and-win round", async () => {
    expect((await checked(playRound("gold-rush-express", { buy: true }))).isVerified).toBe(true);
  });

  it("finds a symbol changed on the grid", async () => {
    const round = playRound("midnight-fruits");
    const grid = round.steps[0]?.outcome.grid as string[][];
    const symbols = findTitle("midnight-fruits")?.info.symbols.map((symbol) => symbol.id) ?? [];
    grid[0] = [symbols.find((id) => id !== grid[0]?.[0]) as string, ...(grid[0]?.slice(1) ?? [])];
    const result = await checked(round);
    expect(result.isVerified).toBe(false);
    expect(fieldsOf(result, 0)).toContain("grid");
  });

  it("finds a step that paid more than its outcome, with both amounts", async () => {
    const round = playRound("midnight-fruits");
    const step = round.steps[0] as Round["steps"][number];
    const paid = step.win;
    step.win = paid + 500;
    round.totalWin += 500;
    const result = await checked(round);
    expect(result.isVerified).toBe(false);
    expect(result.issues).toEqual([]);
    expect(result.steps[0]?.differences).toEqual([{ field: "win", stored: paid + 500, recomputed: paid }]);
  });

  it("finds a total that is not the sum of the steps", async () => {
    const round = playRound("midnight-fruits");
    round.totalWin += 1;
    const result = await checked(round);
    expect(result).toMatchObject({ isVerified: false, issues: ["totalWin"] });
    expect(fieldsOf(result, 0)).toEqual([]);
  });

  it("finds a feature state altered between steps, yet replays the later steps from the true one", async () => {
    const round = playRound("viking-voyage", { buy: true });
    const state = round.steps[0]?.outcome.state;
    if (state?.kind !== "freeSpins") throw new Error("The bought feature starts free spins");
    state.multiplier += 1;
    const result = await checked(round);
    expect(result.isVerified).toBe(false);
    expect(fieldsOf(result, 0)).toEqual(["state"]);
    expect(result.steps.slice(1).every((step) => step.differences.length === 0)).toBe(true);
  });

  it("fails a revealed seed that is not the one committed to", async () => {
    const round = playRound("midnight-fruits");
    round.fairness.serverSeed = SERVER_SEED.replace(/^5/, "6");
    const result = await checked(round);
    expect(result.isVerified).toBe(false);
    expect(result.issues).toContain("hash");
    expect(result.computedHash).not.toBe(result.committedHash);
  });

  it("fails a round whose steps were played with another nonce", async () => {
    const round = {
      ...playRound("midnight-fruits", { nonce: 4 }),
      fairness: playRound("midnight-fruits").fairness,
    };
    const result = await checked(round);
    expect(result.isVerified).toBe(false);
    expect(fieldsOf(result, 0)).toContain("grid");
  });

  it("fails a round that says it is still open when the replay says it ended", async () => {
    const result = await checked({ ...playRound("midnight-fruits"), status: "open" });
    expect(result).toMatchObject({ isVerified: false, issues: ["steps"] });
  });

  it("fails a round with a step missing", async () => {
    const round = playRound("viking-voyage", { buy: true });
    const result = await checked({ ...round, steps: round.steps.slice(0, -1) });
    expect(result.isVerified).toBe(false);
    expect(result.issues).toContain("steps");
  });

  it("waits for the server seed while the pair is active", async () => {
    const round = playRound("midnight-fruits", { isRevealed: false });
    expect(await verifyRound(round, webCrypto, publishedSheet(round))).toEqual({ status: "unrevealed" });
  });

  it("cannot replay a game that publishes no maths sheet", async () => {
    const round = { ...playRound("midnight-fruits"), gameId: "no-such-game" };
    expect(await verifyRound(round, webCrypto, publishedSheet(round))).toEqual({ status: "unknownGame" });
  });

  it("replays from the published sheet of the round's version and says which", async () => {
    const round = playRound("viking-voyage", { buy: true });
    const result = await checked(round);
    expect(result).toMatchObject({
      isVerified: true,
      mathsVersion: round.mathsVersion,
      isVersionRecorded: true,
    });
    const unrecorded = await checked({ ...round, mathsVersion: null });
    expect(unrecorded).toMatchObject({ isVerified: true, isVersionRecorded: false });
  });

  it("plays the sheet it is given, not maths compiled into the page: other strips fail the round", async () => {
    const round = playRound("midnight-fruits");
    const sheet = publishedSheet(round);
    if (sheet === null || sheet.title.maths.kind !== "reels") throw new Error("no reel sheet");
    const strips = sheet.title.maths.baseStrips.map((strip) => [...strip.slice(1), strip[0] as string]);
    const altered = {
      ...sheet,
      title: { ...sheet.title, maths: { ...sheet.title.maths, baseStrips: strips } },
    };
    const result = await verifyRound(round, webCrypto, altered);
    expect(result).toMatchObject({ status: "checked", isVerified: false });
  });

  it("flags a sheet of another version than the round records", async () => {
    const round = playRound("midnight-fruits");
    const result = await verifyRound(
      { ...round, mathsVersion: (round.mathsVersion ?? 0) + 1 },
      webCrypto,
      publishedSheet(round),
    );
    expect(result).toMatchObject({ status: "checked", isVerified: false, issues: ["mathsVersion"] });
  });
});

describe("a round of an earlier maths version", () => {
  const earlier = (gameId: string): Title => {
    const title = EARLIER_VERSIONS.find((each) => each.info.id === gameId && each.info.mathsVersion === 1);
    if (!title) throw new Error(`No version 1 of ${gameId}`);
    return title;
  };
  const sheet = (gameId: string, version: number): MathsSheet => {
    const found = MATHS_SHEETS.find((each) => each.id === gameId && each.mathsVersion === version);
    if (!found) throw new Error(`No sheet ${gameId} v${version}`);
    return JSON.parse(JSON.stringify(found)) as MathsSheet;
  };

  // Each nonce is one whose round the retune changed, so only the version it was played under replays it.
  it.each([
    ["midnight-fruits", false, 59],
    ["dragons-hoard", false, 22],
    ["cosmic-scratch", false, 3],
    ["gold-rush-express", true, 3],
    ["viking-voyage", true, 3],
    ["sunken-fortune", true, 3],
  ] as const)(
    "%s: a version-1 round replays exactly from the version-1 sheet, not the current one",
    async (gameId, buy, nonce) => {
      const round = playRound(gameId, { title: earlier(gameId), buy, nonce });
      expect(round.mathsVersion).toBe(1);
      const fromV1 = await verifyRound(round, webCrypto, sheet(gameId, 1));
      expect(fromV1).toMatchObject({ status: "checked", isVerified: true, mathsVersion: 1, issues: [] });
      const current = findTitle(gameId)?.info.mathsVersion ?? 0;
      const fromCurrent = await verifyRound(
        { ...round, mathsVersion: current },
        webCrypto,
        sheet(gameId, current),
      );
      expect(fromCurrent).toMatchObject({ status: "checked", isVerified: false });
    },
  );

  it("applies the version's own rule: six scatters paid nothing then, and the sheet says so", async () => {
    // Nonce 192 of these seeds buys Sunken Fortune's feature and lands six scatters.
    const round = playRound("sunken-fortune", { title: earlier("sunken-fortune"), buy: true, nonce: 192 });
    const six = round.steps.find((step) => (step.outcome.scatter?.count ?? 0) >= 6);
    expect(six?.outcome.scatter?.units).toBe(0);
    const v1 = sheet("sunken-fortune", 1);
    expect(v1.title.info.payAboveHighestCount).toBe("nothing");
    expect(await verifyRound(round, webCrypto, v1)).toMatchObject({ isVerified: true });
    const { payAboveHighestCount: _rule, ...withoutRule } = v1.title.info;
    const underLaterRule = { ...v1, title: { ...v1.title, info: withoutRule } };
    expect(await verifyRound(round, webCrypto, underLaterRule)).toMatchObject({ isVerified: false });
  });

  it("finds the version that reproduces a round that did not record it, current first", async () => {
    const round = {
      ...playRound("viking-voyage", { title: earlier("viking-voyage"), buy: true }),
      mathsVersion: null,
    };
    const result = await verifyRoundFromSheets(round, webCrypto, [
      sheet("viking-voyage", 2),
      sheet("viking-voyage", 1),
    ]);
    expect(result).toMatchObject({
      status: "checked",
      isVerified: true,
      mathsVersion: 1,
      isVersionRecorded: false,
    });
    const current = { ...playRound("viking-voyage", { buy: true }), mathsVersion: null };
    expect(
      await verifyRoundFromSheets(current, webCrypto, [sheet("viking-voyage", 2), sheet("viking-voyage", 1)]),
    ).toMatchObject({ isVerified: true, mathsVersion: 2 });
    const altered = { ...round, totalWin: round.totalWin + 1 };
    expect(
      await verifyRoundFromSheets(altered, webCrypto, [sheet("viking-voyage", 2), sheet("viking-voyage", 1)]),
    ).toMatchObject({ isVerified: false, mathsVersion: 2 });
  });

  it("replays a recorded version only from that version's sheet", async () => {
    const round = playRound("viking-voyage", { title: earlier("viking-voyage"), buy: true });
    expect(await verifyRoundFromSheets(round, webCrypto, [sheet("viking-voyage", 1)])).toMatchObject({
      isVerified: true,
      isVersionRecorded: true,
    });
  });
});
