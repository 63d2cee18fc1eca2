/** Node-only parts of the studio (node:crypto): seeds and the server's draws. */
export { csprngDraw } from "./csprng-draw.ts";
export { fairDraw } from "./fair-draw.ts";
export { fairJackpotWord } from "./jackpot-word.ts";
export { buildMathsSheet, EXAMPLE_SEEDS, recordedStep } from "./maths-sheet.ts";
export { hashServerSeed, newClientSeed, newServerSeed } from "./seeds.ts";
