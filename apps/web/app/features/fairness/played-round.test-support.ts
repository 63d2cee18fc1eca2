/** Rounds for the fairness tests, played and paid as the server plays and pays them. */
import { type BuyTier, Round } from "@reelhouse/contract";
import { findTitle, type MathsSheet, playStep, type Step, stakeOf, type Title } from "@reelhouse/games";
import { fairDraw, hashServerSeed } from "@reelhouse/games/node";
import { MATHS_SHEETS } from "@reelhouse/games/sheets";

/** The published sheet of a round's title and version, as the verifier fetches it. */
export function publishedSheet(round: Round): MathsSheet | null {
  const version = round.mathsVersion ?? findTitle(round.gameId)?.info.mathsVersion;
  const sheet = MATHS_SHEETS.find((each) => each.id === round.gameId && each.mathsVersion === version);
  return sheet === undefined ? null : (JSON.parse(JSON.stringify(sheet)) as MathsSheet);
}

export const SERVER_SEED = "5f1d3c9a7e2b4f6081a3c5e7d9b1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7";
export const CLIENT_SEED = "lucky-player-7";

/**
 * A round as the server plays and stores it: each step drawn with Node's HMAC from the seeds, paid
 * floor(bet × winUnits / unitsPerBet), and the round parsed as the wire carries it; under `title`
 * (an earlier maths version of the game) when given, else the game's current maths.
 */
export function playRound(
  gameId: string,
  {
    buy = false,
    buyTier,
    ante = false,
    nonce = 3,
    isRevealed = true,
    title = findTitle(gameId),
  }: {
    buy?: boolean;
    buyTier?: BuyTier;
    ante?: boolean;
    nonce?: number;
    isRevealed?: boolean;
    title?: Title | undefined;
  } = {},
): Round {
  if (!title) throw new Error(`No title ${gameId}`);
  const bet = title.info.betLevels.coins[0] as number;
  const steps: Step[] = [];
  let previous: Step | null = null;
  do {
    const request =
      previous === null
        ? { state: null, buy, ...(buyTier ? { buyTier } : {}), ...(ante ? { ante } : {}) }
        : { state: previous.state, buy: false };
    const draw = fairDraw({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce, step: steps.length });
    previous = playStep(title, request, draw);
    steps.push(previous);
  } while (previous.state !== null);
  const cost = stakeOf(title.info, bet, { buyTier: buy ? (buyTier ?? "standard") : null, ante });
  if (cost === null) throw new Error(`${gameId} offers no such round at ${bet}`);
  const wins = steps.map((step) => Math.floor((bet * step.winUnits) / title.info.unitsPerBet));
  return Round.parse({
    id: "0b7c6f0e-3f5a-4d4e-9a51-1c2d3e4f5a6b",
    gameId,
    currency: "coins",
    bet,
    cost,
    buy,
    buyTier: buy ? (buyTier ?? "standard") : null,
    ante,
    totalWin: wins.reduce((sum, win) => sum + win, 0),
    status: "complete",
    stepCount: steps.length,
    mathsVersion: title.info.mathsVersion,
    createdAt: "2026-03-12T15:30:00.000Z",
    completedAt: "2026-03-12T15:31:00.000Z",
    steps: steps.map((outcome, index) => ({
      index,
      win: wins[index],
      outcome,
      playedAt: "2026-03-12T15:30:00.000Z",
    })),
    fairness: {
      serverSeedHash: hashServerSeed(SERVER_SEED),
      // Until its pair is rotated, the server keeps the seed to itself.
      serverSeed: isRevealed ? SERVER_SEED : null,
      clientSeed: CLIENT_SEED,
      nonce,
    },
  });
}
