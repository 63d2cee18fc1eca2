/**
 * npm run rtp -- <gameId|all> [--spins N] [--buys N] [--seed S]
 * Prints each title's return to player, computed exactly or analytically, beside the declared one,
 * with a simulation of N rounds (default 1,000,000) for hit frequency, volatility and the largest
 * wins, of N/10 bonus buys of each tier and of N ante spins, and the largest win a round can reach.
 * Exits non-zero when a title's RTP, volatility or max win disagrees with what it declares, or a
 * bonus buy or the ante returns more than 0.1 point away from the base game.
 */
import { parseArgs } from "node:util";
import { formatReport, reportTitle } from "../src/rtp/report.ts";
import { volatilityOf } from "../src/rtp/volatility.ts";
import { findTitle, TITLES } from "../src/titles/index.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    spins: { type: "string", default: "1000000" },
    buys: { type: "string" },
    seed: { type: "string", default: "1" },
  },
});

const rounds = Number(values.spins);
const options = {
  rounds,
  buyRounds: Number(values.buys ?? Math.ceil(rounds / 10)),
  seed: Number(values.seed),
};
const wanted = positionals[0] ?? "all";
const titles = wanted === "all" ? TITLES : [findTitle(wanted)].filter((title) => title !== undefined);
if (titles.length === 0) {
  console.error(`No title "${wanted}". Titles: ${TITLES.map((title) => title.info.id).join(", ")}, or all.`);
  process.exit(2);
}

/** How far a bonus buy's or the ante's return may be from the base game's. */
const PARITY = 0.001;

let disagreements = 0;
for (const title of titles) {
  const started = performance.now();
  const report = reportTitle(title, options);
  console.log(formatReport(report));
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  const sigma = report.exact?.sigma ?? report.simulated.sigma;
  if (Math.abs(report.analysis.rtp - title.info.rtp) > title.info.rtpTolerance) disagreements += 1;
  if (volatilityOf(sigma) !== title.info.volatility) disagreements += 1;
  if (report.maxWin.units !== title.info.maxWinUnits) disagreements += 1;
  // A bonus buy of either tier, or the ante bet, returns what the base game returns (ADR 102).
  for (const other of [report.buy, report.superBuy, report.ante]) {
    if (other !== null && Math.abs(other.analysis.rtp - report.analysis.rtp) > PARITY) {
      console.log(
        `  RETURNS ${((other.analysis.rtp - report.analysis.rtp) * 100).toFixed(3)} points off the base game`,
      );
      disagreements += 1;
    }
  }
}
process.exit(disagreements === 0 ? 0 : 1);
