import { defineEndpoint } from "../endpoint.ts";
import { MathsSheetParams, MathsSheetResponse, MathsVersionsResponse } from "./maths-sheet.ts";
import { fairnessRoutes, studioRoutes } from "./routes.ts";
import {
  FairnessResponse,
  FreeSpinsListResponse,
  GameParams,
  GameSessionResponse,
  NextStepRequest,
  RotateSeedRequest,
  RoundDetailResponse,
  RoundHistoryQuery,
  RoundHistoryResponse,
  RoundParams,
  RoundResponse,
  SeedPairParams,
  SeedPairRoundsResponse,
  SpinHeaders,
  SpinRequest,
} from "./schemas.ts";

const tags = ["studio"];

export const studioEndpoints = {
  session: defineEndpoint({
    ...studioRoutes.session,
    summary:
      "What a house game opens with: currency, balances, a round to resume, the seed hash and its free spins",
    tags,
    params: GameParams,
    response: GameSessionResponse,
    errors: [401, 404, 429],
  }),
  spin: defineEndpoint({
    ...studioRoutes.spin,
    summary:
      "Plays a round's first step: the bet (or one of the player's free spins), the outcome and its win in one ledger transaction",
    tags,
    params: GameParams,
    headers: SpinHeaders,
    body: SpinRequest,
    response: RoundResponse,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  next: defineEndpoint({
    ...studioRoutes.next,
    summary: "Plays the next free spin or respin of an open round (once per step index)",
    tags,
    params: RoundParams,
    body: NextStepRequest,
    response: RoundResponse,
    errors: [400, 401, 404, 409, 429],
  }),
  history: defineEndpoint({
    ...studioRoutes.history,
    summary: "The player's rounds, newest first, a page at a time",
    tags,
    query: RoundHistoryQuery,
    response: RoundHistoryResponse,
    errors: [400, 401, 429],
  }),
  round: defineEndpoint({
    ...studioRoutes.round,
    summary: "One of the player's rounds with every step and its seeds, to replay and verify",
    tags,
    params: RoundParams,
    response: RoundDetailResponse,
    errors: [401, 404, 429],
  }),
  freeSpins: defineEndpoint({
    ...studioRoutes.freeSpins,
    summary: "The player's free spins that can still be played (spec §3 Free spins), soonest ending first",
    tags,
    response: FreeSpinsListResponse,
    errors: [401, 429],
  }),
} as const;

export const fairnessEndpoints = {
  get: defineEndpoint({
    ...fairnessRoutes.get,
    summary: "The player's active seed pair (server seed hashed) and the revealed pairs before it",
    tags: ["fairness"],
    response: FairnessResponse,
    errors: [401, 429],
  }),
  rotate: defineEndpoint({
    ...fairnessRoutes.rotate,
    summary: "Reveals the active server seed and starts a new pair, with the client seed given",
    tags: ["fairness"],
    body: RotateSeedRequest,
    response: FairnessResponse,
    errors: [400, 401, 409, 429],
  }),
  pairRounds: defineEndpoint({
    ...fairnessRoutes.pairRounds,
    summary:
      "The rounds played with one of the player's seed pairs and their nonces, to check none is missing",
    tags: ["fairness"],
    params: SeedPairParams,
    response: SeedPairRoundsResponse,
    errors: [400, 401, 404, 429],
  }),
  mathsVersions: defineEndpoint({
    ...fairnessRoutes.mathsVersions,
    summary: "A house title's published maths sheets: the version it plays now and every earlier one",
    tags: ["fairness"],
    params: GameParams,
    response: MathsVersionsResponse,
    errors: [400, 404, 429],
  }),
  mathsSheet: defineEndpoint({
    ...fairnessRoutes.mathsSheet,
    summary:
      "A house title's maths sheet at one version: rules, strips, draw order and a worked example, to replay its rounds",
    tags: ["fairness"],
    params: MathsSheetParams,
    response: MathsSheetResponse,
    errors: [400, 404, 429],
  }),
} as const;
