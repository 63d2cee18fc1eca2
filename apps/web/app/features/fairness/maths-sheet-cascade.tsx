/**
 * The parts of a maths sheet page only a cascading title has (ADR 104): its count pays, its cell
 * tables and multiplier values, its rules, its draw order's cascade phases and its worked cascade.
 * Like the rest of the page, everything comes from the published sheet.
 */
import type { CascadePhase, Step, TitleRules, TumbleMaths } from "@reelhouse/games";
import { useTranslation } from "react-i18next";
import { chances, Section, Table, type Translate, useFormat } from "./maths-sheet-parts.tsx";

type Symbol = TitleRules["symbols"][number];

/**
 * Columns of counts that pay alike: neighbouring counts where every symbol pays the same are one
 * band (8–9, 10–11), and the last band is open, since a count above the highest listed pays as it.
 */
function countBands(symbols: readonly Symbol[]): { from: number; to: number | null }[] {
  const counts = [...new Set(symbols.flatMap((symbol) => symbol.pays.map((pay) => pay.count)))].sort(
    (a, b) => a - b,
  );
  const pays = (symbol: Symbol, count: number) => symbol.pays.find((pay) => pay.count === count)?.units;
  const bands: { from: number; to: number | null }[] = [];
  for (const count of counts) {
    const last = bands.at(-1);
    if (
      last &&
      last.to === count - 1 &&
      symbols.every((symbol) => pays(symbol, count) === pays(symbol, last.from))
    ) {
      last.to = count;
    } else {
      bands.push({ from: count, to: count });
    }
  }
  const open = bands.at(-1);
  if (open) open.to = null;
  return bands;
}

function CountTable({ caption, symbols, t }: { caption: string; symbols: readonly Symbol[]; t: Translate }) {
  const bands = countBands(symbols);
  return (
    <Table
      caption={caption}
      head={[
        t("fairness.sheet.paytable.symbol"),
        ...bands.map((band) =>
          band.to === null
            ? t("fairness.sheet.countPays.atLeast", { count: band.from })
            : band.to === band.from
              ? t("fairness.sheet.countPays.exactly", { count: band.from })
              : t("fairness.sheet.countPays.range", { from: band.from, to: band.to }),
        ),
      ]}
      rows={symbols.map((symbol) => [
        symbol.id,
        ...bands.map((band) => symbol.pays.find((pay) => pay.count === band.from)?.units ?? "–"),
      ])}
    />
  );
}

/** The paytable of a title whose symbols pay by how many show anywhere, its scatter's pays apart. */
export function CountPaytable({ info }: { info: TitleRules }) {
  const { t } = useTranslation();
  const paying = info.symbols.filter((symbol) => symbol.role === "high" || symbol.role === "low");
  const scatters = info.symbols.filter((symbol) => symbol.role === "scatter");
  return (
    <Section id="sheet-paytable" title={t("fairness.sheet.paytable.title")}>
      <p className="fairness__note">{t("fairness.sheet.paytable.lead", { units: info.unitsPerBet })}</p>
      <CountTable
        caption={t(
          info.mechanic === "cluster"
            ? "fairness.sheet.countPays.clusterCaption"
            : "fairness.sheet.countPays.caption",
        )}
        symbols={paying}
        t={t}
      />
      {scatters.length > 0 ? (
        <CountTable caption={t("fairness.sheet.countPays.scatterCaption")} symbols={scatters} t={t} />
      ) : null}
    </Section>
  );
}

const awardsText = (awards: readonly { scatters: number; spins: number }[], t: Translate) =>
  awards
    .map((award) => t("fairness.sheet.rules.award", { scatters: award.scatters, spins: award.spins }))
    .join(", ");

/** A cascading title's rules, in the order a round meets them (the round cap is the page's). */
export function cascadeRules(info: TitleRules, maths: TumbleMaths, t: Translate): string[] {
  const role = (name: string) => info.symbols.find((symbol) => symbol.role === name)?.id ?? null;
  const scatter = role("scatter");
  const multiplier = role("multiplier");
  const least = Math.min(
    ...info.symbols
      .filter((symbol) => symbol.role === "high" || symbol.role === "low")
      .flatMap((symbol) => symbol.pays.map((pay) => pay.count)),
  );
  const isCluster = info.mechanic === "cluster";
  const rules = [
    t(isCluster ? "fairness.sheet.rules.clusterPays" : "fairness.sheet.rules.countPays", { count: least }),
    t("fairness.sheet.rules.tumbles"),
  ];
  if (info.multiplierSpots) {
    rules.push(t("fairness.sheet.rules.spots", { max: info.multiplierSpots.max }));
    rules.push(t("fairness.sheet.rules.spotsKept"));
  }
  if (scatter !== null) rules.push(t("fairness.sheet.rules.tumbleScatter", { scatter }));
  if (multiplier !== null && maths.multiplierValues.length > 0) {
    rules.push(t("fairness.sheet.rules.tumbleMultiplier", { symbol: multiplier }));
  }
  const { freeSpins, bonusBuy } = info;
  if (freeSpins !== null) {
    rules.push(t("fairness.sheet.rules.freeSpins", { awards: awardsText(freeSpins.awards, t) }));
    rules.push(t("fairness.sheet.rules.freeSpinCells"));
    if (multiplier !== null) rules.push(t("fairness.sheet.rules.tumbleFreeSpinMultiplier"));
    if (!freeSpins.retrigger) rules.push(t("fairness.sheet.rules.noRetrigger"));
    else if (freeSpins.retriggerAwards) {
      rules.push(
        t("fairness.sheet.rules.retriggerAwards", { awards: awardsText(freeSpins.retriggerAwards, t) }),
      );
    } else rules.push(t("fairness.sheet.rules.retrigger"));
  }
  if (bonusBuy !== null && maths.buyScatters !== null && scatter !== null) {
    rules.push(
      t("fairness.sheet.rules.tumbleBuy", { price: bonusBuy.price, scatters: maths.buyScatters, scatter }),
    );
  }
  return rules;
}

/** The cell tables a cascade draws from, and the multiplier values. */
export function CellTables({ info, maths }: { info: TitleRules; maths: TumbleMaths }) {
  const { t } = useTranslation();
  const format = useFormat();
  const multiplier = info.symbols.find((symbol) => symbol.role === "multiplier")?.id;
  const cellTable = (caption: string, cells: TumbleMaths["baseCells"]) => {
    const cellChances = chances(cells, format.precise);
    return (
      <Table
        caption={caption}
        head={[t("fairness.sheet.paytable.symbol"), t("fairness.sheet.weight"), t("fairness.sheet.chance")]}
        rows={cells.map((cell, index) => [cell.symbol, cell.weight, cellChances[index] ?? ""])}
      />
    );
  };
  const valueChances = chances(maths.multiplierValues, format.precise);
  return (
    <Section id="sheet-cells" title={t("fairness.sheet.cells.title")}>
      <p className="fairness__note">{t("fairness.sheet.cells.lead")}</p>
      {cellTable(t("fairness.sheet.cells.base"), maths.baseCells)}
      {info.freeSpins !== null ? cellTable(t("fairness.sheet.cells.freeSpin"), maths.freeSpinCells) : null}
      {multiplier !== undefined && maths.multiplierValues.length > 0 ? (
        <Table
          caption={t("fairness.sheet.cells.multiplier", { symbol: multiplier })}
          head={[t("fairness.sheet.value"), t("fairness.sheet.weight"), t("fairness.sheet.chance")]}
          rows={maths.multiplierValues.map((entry, index) => [
            t("fairness.sheet.times", { value: entry.value }),
            entry.weight,
            valueChances[index] ?? "",
          ])}
        />
      ) : null}
    </Section>
  );
}

const tableTotal = (table: readonly { weight: number }[]) =>
  table.reduce((sum, entry) => sum + entry.weight, 0);

/** One cascade phase of the draw order, in words, with the totals its draws are taken among. */
export function cascadePhaseText(phase: CascadePhase, maths: TumbleMaths, t: Translate): string {
  switch (phase.kind) {
    case "cellGrid": {
      const grid = t("fairness.sheet.draws.cellGrid", {
        reels: phase.reels,
        rows: phase.rows,
        total: phase.totalWeight,
        cells: t(`fairness.sheet.draws.cells.${phase.cells}`),
      });
      return phase.multiplier === null
        ? grid
        : `${grid} ${t("fairness.sheet.draws.cellMultiplier", {
            symbol: phase.multiplier.symbol,
            total: phase.multiplier.totalWeight,
          })}`;
    }
    case "scatterPlacement":
      return t("fairness.sheet.draws.scatterPlacement", {
        symbol: phase.symbol,
        upTo: phase.upTo,
        cells: phase.cells,
      });
    case "tumbles":
      return t("fairness.sheet.draws.tumbles", {
        cells: t(`fairness.sheet.draws.cells.${phase.cells}`),
        total: tableTotal(maths[phase.cells]),
      });
  }
}

function GridTable({
  caption,
  grid,
  cascade,
  t,
}: {
  caption: string;
  grid: string[][];
  cascade: Tumble;
  t: Translate;
}) {
  const shown = (reel: number, row: number) => {
    const symbol = grid[reel]?.[row] ?? "";
    const multiplier = cascade.multipliers.find((each) => each.reel === reel && each.row === row);
    return multiplier ? `${symbol} ${t("fairness.sheet.times", { value: multiplier.value })}` : symbol;
  };
  return (
    <Table
      caption={caption}
      head={grid.map((_, reel) => t("fairness.sheet.reel", { reel: reel + 1 }))}
      rows={Array.from({ length: grid[0]?.length ?? 0 }, (_, row) => grid.map((_, reel) => shown(reel, row)))}
    />
  );
}

type Tumble = NonNullable<Step["cascade"]>["tumbles"][number];

/**
 * The worked example's cascade: its first and last grids, what each tumble paid and took off, and
 * the multipliers its last grid added up.
 */
export function ExampleCascade({ result }: { result: Step }) {
  const { t } = useTranslation();
  const tumbles = result.cascade?.tumbles ?? [];
  const first = tumbles[0];
  const last = tumbles.at(-1);
  if (!first || !last) return null;
  const multipliers = last.multipliers.map((each) => t("fairness.sheet.times", { value: each.value }));
  return (
    <>
      <GridTable caption={t("fairness.sheet.example.firstGrid")} grid={first.grid} cascade={first} t={t} />
      <ol className="maths-sheet__rules">
        {tumbles.map((tumble, index) => (
          // Tumbles are a cascade's steps in order: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {tumble.wins.length === 0
              ? t("fairness.sheet.example.tumbleEnds", { index: index + 1 })
              : t("fairness.sheet.example.tumble", {
                  index: index + 1,
                  wins: tumble.wins
                    .map((win, which) => {
                      const spots = tumble.winMultipliers?.[which] ?? 1;
                      const shown = { count: win.count, symbol: win.symbol, units: win.units, spots };
                      if (result.cascade && tumble.winMultipliers)
                        return t(
                          spots > 1
                            ? "fairness.sheet.example.clusterSpotWin"
                            : "fairness.sheet.example.clusterWin",
                          shown,
                        );
                      return t("fairness.sheet.example.countWin", shown);
                    })
                    .join(", "),
                  removed: tumble.removed.length,
                })}
          </li>
        ))}
      </ol>
      {last !== first ? (
        <GridTable caption={t("fairness.sheet.example.lastGrid")} grid={last.grid} cascade={last} t={t} />
      ) : null}
      {multipliers.length > 0 ? (
        <p className="fairness__note">
          {t("fairness.sheet.example.multipliers", {
            values: multipliers.join(" + "),
            sum: result.cascade?.multiplierSum ?? 0,
            won: tumbles.reduce(
              (sum, tumble) => sum + tumble.wins.reduce((won, win) => won + win.units, 0),
              0,
            ),
            multiplier: result.multiplier,
          })}
        </p>
      ) : null}
    </>
  );
}
