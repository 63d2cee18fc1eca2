/**
 * Prints the maths sheet of every title at its current maths version, as a JSON array, for
 * `npm run generate` (scripts/generate.mjs), which writes them to packages/games/sheets and keeps
 * the ones already published as they are. A title in development publishes its sheet with its
 * game client. The earlier versions a player may still hold rounds of are printed too
 * (titles/earlier-versions.ts).
 */
import { buildMathsSheet } from "../src/node/maths-sheet.ts";
import { EARLIER_VERSIONS } from "../src/titles/earlier-versions.ts";
import { TITLES } from "../src/titles/index.ts";

process.stdout.write(JSON.stringify([...TITLES, ...EARLIER_VERSIONS].map(buildMathsSheet)));
