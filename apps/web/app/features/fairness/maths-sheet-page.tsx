/**
 * /fairness/{game}: a title's published maths sheet, readable. Everything shown comes from the
 * sheet the server publishes (the same data the verifier replays rounds from), never from the maths
 * compiled into this page, so what a player reads is what a round is checked against.
 */
import type {
  CascadePhase,
  DrawPhase,
  MathsSheet,
  ReelMaths,
  ScratchMaths,
  TitleRules,
} from "@reelhouse/games";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useLocalizedPath } from "~/lib/use-site.ts";
import type { MathsSheetPageData } from "./api.ts";
import {
  CellTables,
  CountPaytable,
  cascadePhaseText,
  cascadeRules,
  ExampleCascade,
} from "./maths-sheet-cascade.tsx";
import { chances, Section, Table, type Translate, useFormat } from "./maths-sheet-parts.tsx";
import "./fairness.css";

export function MathsSheetPage({ data }: { data: MathsSheetPageData }) {
  const { t } = useTranslation();
  const { sheet, versions } = data;
  const { info, maths } = sheet.title;
  return (
    <article className="fairness maths-sheet">
      <PageHeader
        title={t("fairness.sheet.title", { name: info.name })}
        lead={t(maths.kind === "tumble" ? "fairness.sheet.leadCascade" : "fairness.sheet.lead", {
          name: info.name,
        })}
      />
      <VersionBar sheet={sheet} versions={versions} />
      <Summary sheet={sheet} />
      {maths.kind === "tumble" ? <CountPaytable info={info} /> : <Paytable info={info} />}
      <Rules sheet={sheet} />
      {maths.kind === "reels" && <Strips info={info} maths={maths} />}
      {maths.kind === "scratch" && <ScratchTables maths={maths} info={info} />}
      {maths.kind === "tumble" && <CellTables info={info} maths={maths} />}
      <DrawOrder sheet={sheet} />
      <RandomNumbers sheet={sheet} />
      <WorkedExample sheet={sheet} />
    </article>
  );
}

function VersionBar({ sheet, versions }: MathsSheetPageData) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav className="maths-sheet__versions" aria-label={t("fairness.sheet.versions")}>
      <span>{t("fairness.sheet.versions")}</span>
      <ul>
        {versions.versions.map((version) => {
          const label =
            version === versions.current
              ? t("fairness.sheet.currentVersion", { version })
              : t("fairness.sheet.version", { version });
          return (
            <li key={version}>
              {version === sheet.mathsVersion ? (
                <strong aria-current="page">{label}</strong>
              ) : (
                <Link to={to(`/fairness/${sheet.id}?version=${version}`)}>{label}</Link>
              )}
            </li>
          );
        })}
      </ul>
      <a href={`/rest/fairness/titles/${sheet.id}/maths/${sheet.mathsVersion}/`} download>
        {t("fairness.sheet.download")}
      </a>
    </nav>
  );
}

function Summary({ sheet }: { sheet: MathsSheet }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { info } = sheet.title;
  const stats = sheet.statistics;
  const times = (units: number) => format.number(units / info.unitsPerBet);
  // A measured return is known only to its 95 % interval, so it is shown with it.
  const measured = (value: number, interval: number | undefined) =>
    interval === undefined
      ? format.precise(value)
      : t("fairness.sheet.summary.measured", {
          value: format.precise(value),
          interval: format.precise(interval),
        });
  const rows: [string, string][] = [
    [t("fairness.sheet.summary.version"), String(sheet.mathsVersion)],
    [
      t("fairness.sheet.summary.rtp"),
      t("fairness.sheet.summary.rtpValue", {
        declared: format.percent(info.rtp),
        tolerance: format.percent(info.rtpTolerance),
        computed: measured(stats.rtp, stats.measuredRtp?.rtpCi95),
        method: t(`fairness.sheet.methods.${stats.method}`),
      }),
    ],
    [
      t("fairness.sheet.summary.hitRate"),
      stats.hitRateRounds === null
        ? t("fairness.sheet.summary.exact", { value: format.percent(stats.hitRate) })
        : t("fairness.sheet.summary.simulated", {
            value: format.percent(stats.hitRate),
            rounds: format.number(stats.hitRateRounds),
          }),
    ],
    [
      t("fairness.sheet.summary.volatility"),
      t("fairness.sheet.summary.volatilityValue", {
        volatility: t(`fairness.sheet.volatility.${info.volatility}`),
        sigma: format.number(stats.sigma),
      }),
    ],
    [
      t("fairness.sheet.summary.maxWin"),
      stats.maxWinIsCap
        ? t("fairness.sheet.summary.maxWinCap", { times: times(stats.maxWinUnits) })
        : t("fairness.sheet.summary.maxWinReach", { times: times(stats.maxWinUnits) }),
    ],
    [t("fairness.sheet.summary.grid"), gridText(info, t)],
    [t("fairness.sheet.summary.units"), t("fairness.sheet.summary.unitsValue", { units: info.unitsPerBet })],
  ];
  if (stats.featureChance !== null) {
    rows.push([
      t("fairness.sheet.summary.feature"),
      t("fairness.sheet.summary.oneIn", { count: Math.round(1 / stats.featureChance) }),
    ]);
  }
  // Where more scatters start more free spins, a bought feature is not every start's: the sheet
  // says how the return weighs them (packages/games rtp/tumble-split.ts).
  const starts = [...new Set(info.freeSpins?.awards.map((award) => award.spins) ?? [])];
  if (stats.measuredRtp !== undefined && starts.length > 1) {
    rows.push([
      t("fairness.sheet.summary.starts"),
      t("fairness.sheet.summary.startsValue", {
        spins: starts.join(", "),
        features: format.number(stats.measuredRtp.buys),
      }),
    ]);
  }
  if (info.bonusBuy !== null && stats.buyRtp !== null) {
    rows.push([
      t("fairness.sheet.summary.buy"),
      t("fairness.sheet.summary.buyValue", {
        price: info.bonusBuy.price,
        rtp: measured(stats.buyRtp, stats.measuredRtp?.buyRtpCi95),
      }),
    ]);
  }
  if (info.superBuy && stats.superBuyRtp !== undefined) {
    rows.push([
      t("fairness.sheet.summary.superBuy"),
      t("fairness.sheet.summary.buyValue", {
        price: info.superBuy.price,
        rtp: format.precise(stats.superBuyRtp),
      }),
    ]);
  }
  if (info.ante && stats.anteRtp !== undefined) {
    rows.push([
      t("fairness.sheet.summary.ante"),
      t("fairness.sheet.summary.anteValue", {
        percent: info.ante.costPercent,
        rtp: format.precise(stats.anteRtp),
        count: stats.anteFeatureChance ? Math.round(1 / stats.anteFeatureChance) : 0,
      }),
    ]);
  }
  return (
    <Section id="sheet-summary" title={t("fairness.sheet.summary.title")}>
      <dl className="maths-sheet__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function gridText(info: TitleRules, t: Translate): string {
  const { reels, rows } = info;
  if (info.paylines !== null)
    return t("fairness.sheet.summary.gridLines", { reels, rows, lines: info.paylines.length });
  if (info.ways !== null) return t("fairness.sheet.summary.gridWays", { reels, rows, ways: info.ways });
  if (info.mechanic === "tumble") return t("fairness.sheet.summary.gridTumble", { reels, rows });
  if (info.mechanic === "cluster") return t("fairness.sheet.summary.gridCluster", { reels, rows });
  return t("fairness.sheet.summary.gridCard", { reels, rows });
}

function Paytable({ info }: { info: TitleRules }) {
  const { t } = useTranslation();
  const counts = [...new Set(info.symbols.flatMap((symbol) => symbol.pays.map((pay) => pay.count)))].sort(
    (a, b) => a - b,
  );
  return (
    <Section id="sheet-paytable" title={t("fairness.sheet.paytable.title")}>
      <p className="fairness__note">{t("fairness.sheet.paytable.lead", { units: info.unitsPerBet })}</p>
      <Table
        caption={t("fairness.sheet.paytable.caption")}
        head={[
          t("fairness.sheet.paytable.symbol"),
          t("fairness.sheet.paytable.role"),
          ...counts.map((count) => t("fairness.sheet.paytable.count", { count })),
        ]}
        rows={info.symbols.map((symbol) => [
          symbol.id,
          t(`fairness.sheet.roles.${symbol.role}`),
          ...counts.map((count) => symbol.pays.find((pay) => pay.count === count)?.units ?? "–"),
        ])}
      />
    </Section>
  );
}

function Rules({ sheet }: { sheet: MathsSheet }) {
  const { t } = useTranslation();
  const { info, maths } = sheet.title;
  const rules = maths.kind === "tumble" ? cascadeRules(info, maths, t) : reelRules(sheet, t);
  rules.push(
    t("fairness.sheet.rules.cap", {
      units: info.maxWinUnits,
      times: info.maxWinUnits / info.unitsPerBet,
    }),
  );
  const { holdAndWin } = info;
  return (
    <Section id="sheet-rules" title={t("fairness.sheet.rules.title")}>
      <ul className="maths-sheet__rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {info.paylines !== null ? (
        <details className="maths-sheet__details">
          <summary>{t("fairness.sheet.rules.paylines", { count: info.paylines.length })}</summary>
          <Table
            caption={t("fairness.sheet.rules.paylinesCaption")}
            head={[
              t("fairness.sheet.rules.line"),
              ...Array.from({ length: info.reels }, (_, reel) =>
                t("fairness.sheet.reel", { reel: reel + 1 }),
              ),
            ]}
            rows={info.paylines.map((rows, line) => [line + 1, ...rows.map((row) => row + 1)])}
          />
        </details>
      ) : null}
      {holdAndWin !== null && maths.kind === "reels" && maths.holdAndWin !== null ? (
        <HoldAndWinTables info={info} values={maths.holdAndWin} />
      ) : null}
    </Section>
  );
}

/** The rules of a title with reels (lines, ways, hold and win) or a scratch card. */
function reelRules(sheet: MathsSheet, t: Translate): string[] {
  const { info, maths } = sheet.title;
  const role = (name: string) => info.symbols.find((symbol) => symbol.role === name)?.id ?? null;
  const wild = role("wild");
  const scatter = role("scatter");
  const cash = role("cash");
  const rules: string[] = [];
  if (info.paylines !== null) rules.push(t("fairness.sheet.rules.lines", { count: info.paylines.length }));
  if (info.ways !== null) rules.push(t("fairness.sheet.rules.ways", { ways: info.ways }));
  if (wild !== null) {
    rules.push(
      info.paylines !== null
        ? t("fairness.sheet.rules.wildLines", { wild })
        : t("fairness.sheet.rules.wildWays", { wild }),
    );
    if (maths.kind === "reels" && maths.wildLineMultiplier > 1) {
      rules.push(t("fairness.sheet.rules.wildMultiplier", { multiplier: maths.wildLineMultiplier }));
    }
  }
  if (scatter !== null) {
    rules.push(
      info.payAboveHighestCount === "nothing"
        ? t("fairness.sheet.rules.scatterNothingAbove", { scatter })
        : t("fairness.sheet.rules.scatter", { scatter }),
    );
  }
  const { freeSpins, holdAndWin, bonusBuy } = info;
  if (freeSpins !== null) {
    const awards = freeSpins.awards
      .map((award) => t("fairness.sheet.rules.award", { scatters: award.scatters, spins: award.spins }))
      .join(", ");
    rules.push(t("fairness.sheet.rules.freeSpins", { awards }));
    rules.push(
      freeSpins.multiplierStep === 0
        ? t("fairness.sheet.rules.fixedMultiplier", { multiplier: freeSpins.multiplier })
        : t("fairness.sheet.rules.climbingMultiplier", {
            multiplier: freeSpins.multiplier,
            step: freeSpins.multiplierStep,
            max: freeSpins.maxMultiplier,
          }),
    );
    rules.push(
      freeSpins.retrigger ? t("fairness.sheet.rules.retrigger") : t("fairness.sheet.rules.noRetrigger"),
    );
    if (maths.kind === "reels") {
      rules.push(
        maths.freeSpinStrips !== null
          ? t("fairness.sheet.rules.freeSpinStrips")
          : t("fairness.sheet.rules.baseStripsInFreeSpins"),
      );
    }
  }
  if (holdAndWin !== null && cash !== null) {
    rules.push(
      t("fairness.sheet.rules.holdAndWin", {
        cash,
        trigger: holdAndWin.trigger,
        respins: holdAndWin.respins,
      }),
    );
    rules.push(t("fairness.sheet.rules.holdAndWinEnd"));
  }
  if (bonusBuy !== null && maths.kind === "reels" && maths.buyPlacements !== null) {
    const placed = freeSpins !== null ? scatter : cash;
    const perReel = maths.buyPlacements
      .map((count, reel) =>
        count > 0 ? t("fairness.sheet.rules.placedOnReel", { count, reel: reel + 1 }) : null,
      )
      .filter((part) => part !== null)
      .join(", ");
    rules.push(t("fairness.sheet.rules.bonusBuy", { price: bonusBuy.price, symbol: placed, perReel }));
    if (info.superBuy) {
      rules.push(
        t("fairness.sheet.rules.superBuy", {
          price: info.superBuy.price,
          multiplier: info.superBuy.multiplier,
        }),
      );
    }
  }
  if (info.ante) rules.push(t("fairness.sheet.rules.ante", { percent: info.ante.costPercent }));
  if (maths.kind === "scratch") rules.push(t("fairness.sheet.rules.scratch"));
  return rules;
}

function HoldAndWinTables({
  info,
  values,
}: {
  info: TitleRules;
  values: NonNullable<ReelMaths["holdAndWin"]>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const jackpots = info.holdAndWin?.jackpots ?? {};
  const valueChances = chances(values.values, format.precise);
  const cellChances = chances(values.respinCell, format.precise);
  return (
    <>
      <Table
        caption={t("fairness.sheet.rules.cashValues")}
        head={[t("fairness.sheet.value"), t("fairness.sheet.weight"), t("fairness.sheet.chance")]}
        rows={values.values.map((entry, index) => [
          typeof entry.value === "number"
            ? t("fairness.sheet.unitsValue", { units: entry.value })
            : t("fairness.sheet.jackpot", { tier: entry.value }),
          entry.weight,
          valueChances[index] ?? "",
        ])}
      />
      <Table
        caption={t("fairness.sheet.rules.respinCells")}
        head={[t("fairness.sheet.paytable.symbol"), t("fairness.sheet.weight"), t("fairness.sheet.chance")]}
        rows={values.respinCell.map((entry, index) => [entry.symbol, entry.weight, cellChances[index] ?? ""])}
      />
      <Table
        caption={t("fairness.sheet.rules.jackpots")}
        head={[t("fairness.sheet.rules.tier"), t("fairness.sheet.value")]}
        rows={Object.entries(jackpots).map(([tier, units]) => [
          tier,
          t("fairness.sheet.unitsValue", { units }),
        ])}
      />
    </>
  );
}

function Strips({ info, maths }: { info: TitleRules; maths: ReelMaths }) {
  const { t } = useTranslation();
  const sets: [string, readonly (readonly string[])[]][] = [
    [t("fairness.sheet.strips.base"), maths.baseStrips],
  ];
  if (maths.freeSpinStrips !== null) sets.push([t("fairness.sheet.strips.freeSpin"), maths.freeSpinStrips]);
  if (maths.anteStrips) sets.push([t("fairness.sheet.strips.ante"), maths.anteStrips]);
  return (
    <Section id="sheet-strips" title={t("fairness.sheet.strips.title")}>
      <p className="fairness__note">{t("fairness.sheet.strips.lead", { rows: info.rows })}</p>
      {sets.map(([name, strips]) => {
        const longest = Math.max(...strips.map((strip) => strip.length));
        return (
          <details key={name} className="maths-sheet__details">
            <summary>
              {t("fairness.sheet.strips.summary", {
                name,
                lengths: strips.map((strip) => strip.length).join(", "),
              })}
            </summary>
            <Table
              caption={name}
              head={[
                t("fairness.sheet.strips.position"),
                ...strips.map((_, reel) => t("fairness.sheet.reel", { reel: reel + 1 })),
              ]}
              rows={Array.from({ length: longest }, (_, position) => [
                position,
                ...strips.map((strip) => strip[position] ?? ""),
              ])}
            />
          </details>
        );
      })}
    </Section>
  );
}

function ScratchTables({ maths, info }: { maths: ScratchMaths; info: TitleRules }) {
  const { t } = useTranslation();
  const format = useFormat();
  const prizeChances = chances(maths.prizes, format.precise);
  const pays = (symbol: string | null) =>
    symbol === null ? 0 : (info.symbols.find((each) => each.id === symbol)?.pays[0]?.units ?? 0);
  return (
    <Section id="sheet-card" title={t("fairness.sheet.scratch.title")}>
      <Table
        caption={t("fairness.sheet.scratch.prizes")}
        head={[
          t("fairness.sheet.scratch.prize"),
          t("fairness.sheet.paytable.pays"),
          t("fairness.sheet.weight"),
          t("fairness.sheet.chance"),
        ]}
        rows={maths.prizes.map((prize, index) => [
          prize.symbol ?? t("fairness.sheet.scratch.noWin"),
          pays(prize.symbol),
          prize.weight,
          prizeChances[index] ?? "",
        ])}
      />
      <Table
        caption={t("fairness.sheet.scratch.fill")}
        head={[t("fairness.sheet.paytable.symbol"), t("fairness.sheet.weight")]}
        rows={maths.fill.map((entry) => [entry.symbol, entry.weight])}
      />
    </Section>
  );
}

function phaseText(phase: DrawPhase, t: Translate): string {
  switch (phase.kind) {
    case "reelHeights":
      return t("fairness.sheet.draws.reelHeights", {
        totals: phase.reels
          .map((heights) => heights.reduce((sum, entry) => sum + entry.weight, 0))
          .join(", "),
        // Reels that share their weights are written once.
        weights: [
          ...new Set(
            phase.reels.map((heights) =>
              heights.map((entry) => `${entry.height}: ${entry.weight}`).join(", "),
            ),
          ),
        ].join(" / "),
      });
    case "reelStops": {
      const stops = t("fairness.sheet.draws.reelStops", {
        strips: t(`fairness.sheet.strips.${phase.strips}`),
        ranges: phase.ranges.join(", "),
        rows: phase.rows,
      });
      if (phase.placement === null) return stops;
      const placed = `${stops} ${t("fairness.sheet.draws.placement", {
        symbol: phase.placement.symbol,
        perReel: phase.placement.perReel.join(", "),
        rows: phase.rows,
      })}`;
      const from = phase.placement.freeSpinsFrom;
      return from === undefined
        ? placed
        : `${placed} ${t("fairness.sheet.draws.freeSpinsFrom", { multiplier: from })}`;
    }
    case "cashValues":
      return t("fairness.sheet.draws.cashValues", { symbol: phase.symbol, total: phase.totalWeight });
    case "respinCells":
      return t("fairness.sheet.draws.respinCells", {
        total: phase.totalWeight,
        cash: phase.cashSymbol,
        values: phase.valueTotalWeight,
      });
    case "scratchPrize":
      return t("fairness.sheet.draws.scratchPrize", { total: phase.totalWeight });
    case "scratchPrizeCells":
      return t("fairness.sheet.draws.scratchPrizeCells", { ranges: phase.ranges.join(", ") });
    case "scratchFill":
      return t("fairness.sheet.draws.scratchFill", { cells: phase.cells });
  }
}

function DrawOrder({ sheet }: { sheet: MathsSheet }) {
  const { t } = useTranslation();
  const { maths } = sheet.title;
  const kinds = Object.entries(sheet.drawOrder) as [string, (DrawPhase | CascadePhase)[]][];
  // A cascading title's steps are drawn in cascade phases; every other title's in draw phases.
  const text = (phase: DrawPhase | CascadePhase) =>
    maths.kind === "tumble"
      ? cascadePhaseText(phase as CascadePhase, maths, t)
      : phaseText(phase as DrawPhase, t);
  return (
    <Section id="sheet-draws" title={t("fairness.sheet.draws.title")}>
      <p className="fairness__note">{t("fairness.sheet.draws.lead")}</p>
      <dl className="maths-sheet__draw-order">
        {kinds.map(([kind, phases]) => (
          <div key={kind}>
            <dt>{t(`fairness.verify.kinds.${kind as "spin"}`)}</dt>
            <dd>
              <ol>
                {phases.map((phase) => (
                  <li key={phase.kind}>{text(phase)}</li>
                ))}
              </ol>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

const RANDOM_PARTS = ["key", "message", "words", "int", "weighted"] as const;

function RandomNumbers({ sheet }: { sheet: MathsSheet }) {
  const { t } = useTranslation();
  return (
    <Section id="sheet-random" title={t("fairness.sheet.random.title")}>
      <p className="fairness__note">{t("fairness.sheet.random.lead", { hmac: sheet.random.hmac })}</p>
      <dl className="maths-sheet__facts maths-sheet__facts--wide">
        {RANDOM_PARTS.map((part) => (
          <div key={part}>
            <dt>{t(`fairness.sheet.random.${part}`)}</dt>
            <dd>
              <code>{sheet.random[part]}</code>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The wins listed under the grid: a cascade lists its wins tumble by tumble instead. */
const winsOf = (result: MathsSheet["example"]["result"]) => (result.cascade ? [] : result.wins);

const hex = (word: number) => word.toString(16).padStart(8, "0");

function WorkedExample({ sheet }: { sheet: MathsSheet }) {
  const { t } = useTranslation();
  const { example } = sheet;
  const { result } = example;
  return (
    <Section id="sheet-example" title={t("fairness.sheet.example.title")}>
      <p className="fairness__note">{t("fairness.sheet.example.lead")}</p>
      <dl className="maths-sheet__facts maths-sheet__facts--wide">
        <div>
          <dt>{t("fairness.verify.serverSeed")}</dt>
          <dd>
            <code>{example.serverSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t("fairness.verify.serverSeedHash")}</dt>
          <dd>
            <code>{example.serverSeedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t("fairness.verify.clientSeed")}</dt>
          <dd>
            <code>{example.clientSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t("fairness.sheet.example.position")}</dt>
          <dd>{t("fairness.sheet.example.positionValue", { nonce: example.nonce, step: example.step })}</dd>
        </div>
      </dl>
      <Table
        caption={t("fairness.sheet.example.blocks")}
        head={[t("fairness.sheet.example.message"), t("fairness.sheet.example.hmac")]}
        rows={example.blocks.map((block) => [block.message, block.hmac])}
      />
      <Table
        caption={t("fairness.sheet.example.draws")}
        head={[
          "#",
          t("fairness.sheet.example.range"),
          t("fairness.sheet.example.words"),
          t("fairness.sheet.example.value"),
        ]}
        rows={example.draws.map((draw, index) => [
          index + 1,
          draw.range,
          draw.words.map(hex).join(" "),
          draw.value,
        ])}
      />
      {result.cascade ? (
        <ExampleCascade result={result} />
      ) : (
        <Table
          caption={t("fairness.sheet.example.grid")}
          head={result.grid.map((_, reel) => t("fairness.sheet.reel", { reel: reel + 1 }))}
          rows={Array.from({ length: result.grid[0]?.length ?? 0 }, (_, row) =>
            result.grid.map((column) => column[row] ?? ""),
          )}
        />
      )}
      <ul className="maths-sheet__rules">
        {winsOf(result).map((win) => (
          <li key={`${win.symbol}-${win.line ?? "ways"}`}>
            {win.line === null
              ? t("fairness.sheet.example.waysWin", {
                  count: win.count,
                  symbol: win.symbol,
                  ways: win.ways,
                  units: win.units,
                })
              : t("fairness.sheet.example.lineWin", {
                  count: win.count,
                  symbol: win.symbol,
                  line: win.line + 1,
                  units: win.units,
                })}
          </li>
        ))}
        {result.scatter !== null && result.scatter.units > 0 ? (
          <li>
            {t("fairness.sheet.example.scatterWin", {
              count: result.scatter.count,
              units: result.scatter.units,
            })}
          </li>
        ) : null}
        <li>
          <strong>
            {t("fairness.sheet.example.total", {
              units: result.winUnits,
              multiplier: result.multiplier,
              bet: sheet.title.info.unitsPerBet,
            })}
          </strong>
        </li>
      </ul>
    </Section>
  );
}
