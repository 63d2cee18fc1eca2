/**
 * The games of `sandbox`, the development provider that plays through the seamless-wallet API
 * exactly as an outside studio would. Each is an instant game: one bet, one draw from its pay
 * table, one win (zero included). The pay table fixes its return: the sum of multiplier × weight
 * over the sum of weights. They are test pages for the provider simulator and the tests, in no
 * player's catalogue (ADR 105); listed here so the sandbox host and its tests agree on one list.
 */
export interface SandboxPay {
  /** The win as a multiple of the bet, in hundredths (250 pays 2.5× the bet). */
  multiplierHundredths: number;
  weight: number;
}

export interface SandboxGame {
  /** The game's id at the provider (the launch URL's `{game}`). */
  code: string;
  name: string;
  /** The game page's colours: two gradient stops and an accent colour. */
  palette: { from: string; to: string; accent: string };
  payTable: readonly SandboxPay[];
}

export const SANDBOX_PROVIDER = "sandbox";

export const SANDBOX_GAMES: readonly SandboxGame[] = [
  {
    code: "deep-sea-catch",
    name: "Deep Sea Catch",
    palette: { from: "#023e8a", to: "#0096c7", accent: "#ffd166" },
    payTable: [
      { multiplierHundredths: 0, weight: 8_316 },
      { multiplierHundredths: 150, weight: 2_000 },
      { multiplierHundredths: 300, weight: 1_000 },
      { multiplierHundredths: 1_000, weight: 430 },
      { multiplierHundredths: 5_000, weight: 20 },
    ],
  },
  {
    code: "reef-hunter",
    name: "Reef Hunter",
    palette: { from: "#03045e", to: "#00b4d8", accent: "#ff6b6b" },
    payTable: [
      { multiplierHundredths: 0, weight: 9_628 },
      { multiplierHundredths: 200, weight: 1_200 },
      { multiplierHundredths: 1_000, weight: 500 },
      { multiplierHundredths: 2_500, weight: 80 },
      { multiplierHundredths: 25_000, weight: 6 },
    ],
  },
  {
    code: "buffalo-stampede",
    name: "Buffalo Stampede",
    palette: { from: "#6a040f", to: "#e85d04", accent: "#ffba08" },
    payTable: [
      { multiplierHundredths: 0, weight: 10_330 },
      { multiplierHundredths: 200, weight: 1_700 },
      { multiplierHundredths: 800, weight: 600 },
      { multiplierHundredths: 3_000, weight: 100 },
      { multiplierHundredths: 20_000, weight: 5 },
    ],
  },
  {
    code: "jungle-drums",
    name: "Jungle Drums",
    palette: { from: "#1b4332", to: "#52b788", accent: "#f4a261" },
    payTable: [
      { multiplierHundredths: 0, weight: 5_329 },
      { multiplierHundredths: 120, weight: 3_500 },
      { multiplierHundredths: 200, weight: 1_500 },
      { multiplierHundredths: 500, weight: 450 },
      { multiplierHundredths: 2_000, weight: 50 },
    ],
  },
  {
    code: "lucky-seven-blitz",
    name: "Lucky Seven Blitz",
    palette: { from: "#3c096c", to: "#9d4edd", accent: "#ffd60a" },
    payTable: [
      { multiplierHundredths: 0, weight: 8_605 },
      { multiplierHundredths: 150, weight: 2_400 },
      { multiplierHundredths: 400, weight: 1_100 },
      { multiplierHundredths: 1_500, weight: 220 },
      { multiplierHundredths: 7_700, weight: 7 },
    ],
  },
  {
    code: "rocket-crash",
    name: "Rocket Crash",
    palette: { from: "#10002b", to: "#5a189a", accent: "#4cc9f0" },
    payTable: [
      { multiplierHundredths: 0, weight: 12_226 },
      { multiplierHundredths: 500, weight: 700 },
      { multiplierHundredths: 2_000, weight: 200 },
      { multiplierHundredths: 10_000, weight: 30 },
      { multiplierHundredths: 100_000, weight: 2 },
    ],
  },
];

export const findSandboxGame = (code: string): SandboxGame | undefined =>
  SANDBOX_GAMES.find((game) => game.code === code);
