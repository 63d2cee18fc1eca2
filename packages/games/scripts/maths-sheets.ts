/**
 * Prints the maths sheet of every title at its current maths version, as a JSON array, for
 * `npm run generate` (scripts/generate.mjs), which writes them to packages/games/sheets and keeps
 * the ones already published as they are. Titles in development are published too, so their sheet
 * is checked as their maths changes and registering them later changes no sheet.
 */
import { buildMathsSheet } from "../src/node/maths-sheet.ts";
import { TITLES, TITLES_IN_DEVELOPMENT } from "../src/titles/index.ts";

process.stdout.write(JSON.stringify([...TITLES, ...TITLES_IN_DEVELOPMENT].map(buildMathsSheet)));
