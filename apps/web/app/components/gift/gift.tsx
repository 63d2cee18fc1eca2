import type { Currency } from "@reelhouse/contract";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { formatQuantity } from "~/lib/balance.ts";
import { useSite } from "~/lib/use-site.ts";
import "./gift.css";

const MINOR_PER_WHOLE = 100;
const BURST_PIECES = 18;

/**
 * Coins and entries to celebrate, big, each with what it is for, and confetti thrown once from
 * behind them: the welcome's gift, what a purchase brought. An amount of 0 is left out.
 */
export function Gift({ coins, entries, label }: { coins: number; entries: number; label: string }) {
  return (
    <div className="gift">
      <Burst />
      <ul className="gift__list" aria-label={label}>
        {coins > 0 && <GiftAmount currency="coins" amount={coins} />}
        {entries > 0 && <GiftAmount currency="entries" amount={entries} />}
      </ul>
    </div>
  );
}

/**
 * One currency, in the header balance's colours and marks (features/shell): coins are
 * TournamentPoints mode's, entries SweepStakes mode's.
 */
function GiftAmount({ currency, amount }: { currency: Currency; amount: number }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const isCoins = currency === "coins";
  const mode = t(isCoins ? "modes.tournamentPoints" : "modes.sweepStakes");
  return (
    <li className={`gift__amount gift__amount--${currency}`}>
      <span className="gift__mark" aria-hidden="true" />
      <span className="gift__figure">
        <strong className="gift__value">{formatQuantity(amount, locale)}</strong>{" "}
        <span className="gift__currency">
          {t(isCoins ? "welcome.coins" : "welcome.entries", { count: amount / MINOR_PER_WHOLE })}
        </span>
      </span>
      <span className="gift__use">{t(isCoins ? "welcome.coinsFor" : "welcome.entriesFor", { mode })}</span>
    </li>
  );
}

/** In the brand's colours; none with reduced motion (gift.css). */
function Burst() {
  return (
    <div className="gift__burst" aria-hidden="true">
      {Array.from({ length: BURST_PIECES }, (_, index) => (
        // The piece's place in the ring; the stylesheet turns it into a direction, a reach and a colour.
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are identical and never reorder.
        <span key={index} className="gift__piece" style={{ "--piece": index } as CSSProperties} />
      ))}
    </div>
  );
}
