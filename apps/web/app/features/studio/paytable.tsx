/**
 * How it works: every symbol with its art and what it pays at the current bet, the paylines (or
 * how ways pay, or how tumbles pay), the features, and the title's RTP, volatility and largest win.
 */
import type { Currency } from "@reelhouse/contract";
import type { SymbolInfo, TitleInfo } from "@reelhouse/games";
import { unitsToMinor } from "@reelhouse/games";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/lib/use-site.ts";
import type { TitleArt } from "./art/index.ts";
import { svgDataUri } from "./svg-data-uri.ts";
import "./paytable.css";

const ROLE_ORDER: readonly SymbolInfo["role"][] = [
  "wild",
  "scatter",
  "multiplier",
  "cash",
  "prize",
  "high",
  "low",
];

/** A title as the paytable explains it: its description, its wild bonus and its multipliers' values. */
export type PaytableTitle = TitleInfo & {
  wildLineMultiplier: number;
  /** The values a multiplier symbol lands with, smallest first; empty for titles without one. */
  multiplierValues: readonly number[];
};

/** A row of a symbol's pays: the counts from `from` to `to` (null: and more) pay `units`. */
export interface PayBand {
  from: number;
  to: number | null;
  units: number;
}

/**
 * A symbol's pays, largest first, counts that pay the same kept together ("8–9"). With `isOpenTop`
 * the largest count pays for any more (scatters; symbols counted anywhere on a grid).
 */
export function payBands(pays: SymbolInfo["pays"], isOpenTop: boolean): PayBand[] {
  const bands: PayBand[] = [];
  for (const { count, units } of [...pays].sort((a, b) => a.count - b.count)) {
    const last = bands.at(-1);
    if (last && last.units === units && last.to === count - 1) last.to = count;
    else bands.push({ from: count, to: count, units });
  }
  const top = bands.at(-1);
  if (top && isOpenTop) top.to = null;
  return bands.reverse();
}

export function Paytable({
  title,
  art,
  bet,
  currency,
  format,
}: {
  title: PaytableTitle;
  art: TitleArt;
  bet: number;
  currency: Currency;
  format(minor: number): string;
}) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedPath();
  const currencyName = t(`studio.currency.${currency}`);
  const pay = (units: number) => format(unitsToMinor(units, bet, title.unitsPerBet));
  const images = useMemo(
    () => new Map(title.symbols.map((symbol) => [symbol.id, svgDataUri(art.symbol(symbol.id))])),
    [art, title.symbols],
  );
  const symbols = [...title.symbols].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", minimumFractionDigits: 2 });
  const integer = new Intl.NumberFormat(i18n.language);
  const isTumble = title.mechanic === "tumble";
  const isCluster = title.mechanic === "cluster";
  const fewestPaying = Math.min(
    ...title.symbols
      .filter((symbol) => symbol.role === "high" || symbol.role === "low")
      .flatMap((symbol) => symbol.pays.map((pay) => pay.count)),
  );

  return (
    <div className="paytable">
      <p className="paytable__lead">
        {t("studio.paytable.lead", { amount: format(bet), currency: currencyName })}
      </p>

      <h3>{t("studio.paytable.symbols")}</h3>
      <ul className="paytable__symbols">
        {symbols.map((symbol) => (
          <li key={symbol.id} className={`paytable__symbol paytable__symbol--${symbol.role}`}>
            <img
              src={images.get(symbol.id)}
              alt={t("studio.paytable.symbolAlt", { symbol: symbol.id })}
              width="72"
              height="72"
            />
            <div>
              {symbol.role === "wild" ? <p className="paytable__note">{t("studio.paytable.wild")}</p> : null}
              {symbol.role === "scatter" ? (
                <p className="paytable__note">
                  {t(symbol.pays.length > 0 ? "studio.paytable.scatter" : "studio.paytable.scatterAwards")}
                </p>
              ) : null}
              {symbol.role === "cash" ? <p className="paytable__note">{t("studio.paytable.cash")}</p> : null}
              {symbol.role === "multiplier" && title.multiplierValues.length > 0 ? (
                <p className="paytable__note">
                  {t("studio.paytable.multiplier", {
                    min: title.multiplierValues[0],
                    max: title.multiplierValues.at(-1),
                  })}
                </p>
              ) : null}
              {symbol.pays.length > 0 ? (
                <dl className="paytable__pays">
                  {/* More scatters than the highest count, or more of a symbol counted anywhere, pay as that count. */}
                  {payBands(symbol.pays, symbol.role === "scatter" || isTumble || isCluster).map(
                    ({ from, to, units }) => (
                      <div key={from}>
                        <dt>
                          {to === null
                            ? t("studio.paytable.countOrMore", { count: from })
                            : to > from
                              ? t("studio.paytable.countRange", { from, to })
                              : t(
                                  // A cluster title's scatters are counted anywhere, its symbols in clusters.
                                  isTumble || (isCluster && symbol.role === "scatter")
                                    ? "studio.paytable.countAnywhere"
                                    : isCluster
                                      ? "studio.paytable.countCluster"
                                      : "studio.paytable.count",
                                  { count: from },
                                )}
                        </dt>
                        <dd>{pay(units)}</dd>
                      </div>
                    ),
                  )}
                </dl>
              ) : null}
            </div>
          </li>
        ))}
      </ul>

      {title.paylines ? (
        <>
          <h3>{t("studio.paytable.paylines", { count: title.paylines.length })}</h3>
          <p>{t("studio.paytable.linesRule")}</p>
          {title.wildLineMultiplier > 1 ? (
            <p>{t("studio.paytable.wildMultiplier", { times: title.wildLineMultiplier })}</p>
          ) : null}
          <ol className="paytable__lines">
            {title.paylines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paylines are numbered by position
              <li key={index}>
                <PaylineDiagram
                  line={line}
                  reels={title.reels}
                  rows={title.rows}
                  number={index + 1}
                  label={t("studio.paytable.line", { number: index + 1 })}
                />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {title.ways && title.reelHeights ? (
        <>
          <h3>{t("studio.paytable.expandingWays", { ways: integer.format(title.ways) })}</h3>
          <p>{t("studio.paytable.waysRule")}</p>
          <p>
            {t("studio.paytable.expandingRule", {
              min: title.reelHeights.min,
              max: title.reelHeights.max,
              ways: integer.format(title.ways),
            })}
          </p>
        </>
      ) : title.ways ? (
        <>
          <h3>{t("studio.paytable.ways", { count: title.ways })}</h3>
          <p>{t("studio.paytable.waysRule")}</p>
        </>
      ) : null}
      {isTumble ? (
        <>
          <h3>{t("studio.paytable.tumbleTitle")}</h3>
          <p>{t("studio.paytable.tumbleRule", { count: fewestPaying })}</p>
          {title.multiplierValues.length > 0 ? <p>{t("studio.paytable.tumbleMultipliers")}</p> : null}
        </>
      ) : null}
      {isCluster ? (
        <>
          <h3>{t("studio.paytable.clusterTitle")}</h3>
          <p>{t("studio.paytable.clusterRule", { count: fewestPaying })}</p>
          {title.multiplierSpots ? (
            <>
              <p>{t("studio.paytable.spotsRule", { max: title.multiplierSpots.max })}</p>
              <p>{t("studio.paytable.spotsKept")}</p>
            </>
          ) : null}
        </>
      ) : null}
      {title.mechanic === "scratch" ? (
        <>
          <h3>{t("studio.paytable.scratchTitle")}</h3>
          <p>{t("studio.paytable.scratchRule")}</p>
        </>
      ) : null}

      {title.freeSpins ? (
        <>
          <h3>{t("studio.paytable.freeSpinsTitle")}</h3>
          <ul>
            {title.freeSpins.awards.map((award) => (
              <li key={award.scatters}>
                {t("studio.paytable.freeSpinsAward", { scatters: award.scatters, spins: award.spins })}
              </li>
            ))}
          </ul>
          {title.freeSpins.multiplier > 1 ? (
            <p>{t("studio.paytable.freeSpinsMultiplier", { multiplier: title.freeSpins.multiplier })}</p>
          ) : null}
          {title.freeSpins.multiplierStep > 0 ? (
            <p>
              {t("studio.paytable.freeSpinsRising", {
                step: title.freeSpins.multiplierStep,
                max: title.freeSpins.maxMultiplier,
              })}
            </p>
          ) : null}
          {isTumble && title.multiplierValues.length > 0 ? (
            <p>{t("studio.paytable.freeSpinsRunning")}</p>
          ) : null}
          {title.freeSpins.retriggerAwards ? (
            <ul>
              {title.freeSpins.retriggerAwards.map((award) => (
                <li key={award.scatters}>
                  {t("studio.paytable.retriggerAward", { scatters: award.scatters, spins: award.spins })}
                </li>
              ))}
            </ul>
          ) : title.freeSpins.retrigger ? (
            <p>{t("studio.paytable.retrigger")}</p>
          ) : null}
        </>
      ) : null}
      {title.holdAndWin ? (
        <>
          <h3>{t("studio.paytable.holdAndWinTitle")}</h3>
          <p>
            {t("studio.paytable.holdAndWinRule", {
              trigger: title.holdAndWin.trigger,
              respins: title.holdAndWin.respins,
            })}
          </p>
          <dl className="paytable__pays paytable__pays--jackpots">
            {(["grand", "major", "minor", "mini"] as const).map((tier) => (
              <div key={tier}>
                <dt>{t(`studio.jackpots.${tier}`)}</dt>
                <dd>{pay(title.holdAndWin?.jackpots[tier] ?? 0)}</dd>
              </div>
            ))}
          </dl>
          <p>{t("studio.paytable.grandRule")}</p>
        </>
      ) : null}
      {title.bonusBuy ? (
        <>
          <h3>{t("studio.paytable.buyTitle")}</h3>
          <p>{t("studio.paytable.buyRule", { times: title.bonusBuy.price })}</p>
          {title.superBuy ? (
            <p>
              {t("studio.paytable.superBuyRule", {
                times: title.superBuy.price,
                multiplier: title.superBuy.multiplier,
              })}
            </p>
          ) : null}
        </>
      ) : null}
      {title.ante ? (
        <>
          <h3>{t("studio.paytable.anteTitle")}</h3>
          <p>{t("studio.paytable.anteRule", { percent: title.ante.costPercent })}</p>
        </>
      ) : null}

      <h3>{t("studio.paytable.facts")}</h3>
      <dl className="paytable__facts">
        <div>
          <dt>{t("studio.paytable.rtp")}</dt>
          <dd>{percent.format(title.rtp)}</dd>
        </div>
        <div>
          <dt>{t("studio.paytable.volatility")}</dt>
          <dd>{t(`studio.volatility.${title.volatility}`)}</dd>
        </div>
        <div>
          <dt>{t("studio.paytable.maxWin")}</dt>
          <dd>
            {t("studio.paytable.maxWinValue", {
              times: new Intl.NumberFormat(i18n.language).format(title.maxWinUnits / title.unitsPerBet),
              amount: pay(title.maxWinUnits),
              currency: currencyName,
            })}
          </dd>
        </div>
      </dl>
      <p className="paytable__small">{t("studio.paytable.fine")}</p>
      {/* The game runs in a frame: the sheet opens in the whole window. */}
      <a className="paytable__sheet-link" href={to(`/fairness/${title.id}`)} target="_top">
        {t("studio.paytable.mathsSheet", { version: title.mathsVersion })}
      </a>
    </div>
  );
}

function PaylineDiagram({
  line,
  reels,
  rows,
  number,
  label,
}: {
  line: readonly number[];
  reels: number;
  rows: number;
  number: number;
  label: string;
}) {
  const size = 10;
  const points = line.map((row, reel) => `${reel * size + size / 2},${row * size + size / 2}`).join(" ");
  return (
    <figure className="paytable__line">
      <svg viewBox={`0 0 ${reels * size} ${rows * size}`} role="img" aria-label={label}>
        {Array.from({ length: reels * rows }, (_, cell) => {
          const reel = Math.floor(cell / rows);
          const row = cell % rows;
          return (
            <rect
              key={`${reel}:${row}`}
              x={reel * size + 0.8}
              y={row * size + 0.8}
              width={size - 1.6}
              height={size - 1.6}
              rx="1.5"
              className={line[reel] === row ? "paytable__cell paytable__cell--on" : "paytable__cell"}
            />
          );
        })}
        <polyline points={points} className="paytable__path" />
      </svg>
      <figcaption aria-hidden="true">{number}</figcaption>
    </figure>
  );
}
