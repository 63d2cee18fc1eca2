import type { JackpotTickerItem } from "@reelhouse/contract/games";
import type { Currency } from "@reelhouse/contract/money";
import { type CSSProperties, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatBalance } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";

/** Seconds one jackpot takes to cross the ticker: the speed stays the same however many there are. */
const SECONDS_PER_ITEM = 5;

/** Spec §1: what the site shows amounts in, by the player's game mode; guests see coins. */
export function useDisplayCurrency(): Currency {
  const { player } = useSite();
  return player?.gameMode === "SweepStakes" ? "entries" : "coins";
}

function TickerItems({ jackpots, isCopy }: { jackpots: readonly JackpotTickerItem[]; isCopy: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const currency = useDisplayCurrency();
  const to = useLocalizedPath();
  return (
    <ul className="jackpot-ticker__list" aria-hidden={isCopy || undefined}>
      {jackpots.map((jackpot) => (
        <li key={jackpot.tier} className={`jackpot jackpot--${jackpot.tier}`}>
          <Link to={`${to("/fairness")}#jackpots`} tabIndex={isCopy ? -1 : undefined}>
            <span className="jackpot__tier">{t(`games.jackpots.tiers.${jackpot.tier}`)}</span>
            <span className="jackpot__amount">
              {t(`games.amount.${currency}`, { amount: formatBalance(jackpot[currency], currency, locale) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The pools as the page loaded them, laid over by each `jackpots` `pools` push (at most one a
 * second per currency): a lost push is made good by the next, and a reload reads them afresh.
 */
function useLivePools(jackpots: readonly JackpotTickerItem[]): readonly JackpotTickerItem[] {
  const [live, setLive] = useState(jackpots);
  useRealtimeMessage("jackpots", ({ action, data }) => {
    if (action !== "pools" || !data.pools) return;
    const amounts = new Map(data.pools.map((pool) => [pool.tier, pool.amount]));
    setLive((current) =>
      current.map((item) => ({ ...item, [data.currency]: amounts.get(item.tier) ?? item[data.currency] })),
    );
  });
  return live;
}

/**
 * The jackpot ticker: the progressive pools, mini to grand, growing live as every house game's
 * bets feed them, scroll past in a loop (a second copy, hidden from screen readers, closes the
 * loop), pausing under the pointer or focus. With reduced motion it stands still and scrolls by
 * hand. Each links to the published odds.
 */
export function JackpotTicker({ jackpots }: { jackpots: readonly JackpotTickerItem[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const pools = useLivePools(jackpots);
  if (pools.length === 0) return null;
  const style = { "--ticker-duration": `${pools.length * SECONDS_PER_ITEM}s` } as CSSProperties;
  return (
    <section className="jackpot-ticker" aria-labelledby={headingId} data-testid="jackpot-ticker">
      <h2 className="jackpot-ticker__title" id={headingId}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill="currentColor" />
        </svg>
        <span className="jackpot-ticker__label">{t("games.jackpots.title")}</span>
      </h2>
      <div className="jackpot-ticker__viewport">
        <div className="jackpot-ticker__track" style={style}>
          <TickerItems jackpots={pools} isCopy={false} />
          <TickerItems jackpots={pools} isCopy />
        </div>
      </div>
    </section>
  );
}
