/**
 * The top of the game: the title's logo, its jackpots at the current bet (hold-and-win titles),
 * the ways the reels show (expanding reels), the feature's counters while one plays, and the
 * paytable and sound buttons.
 */
import type { JackpotTier, TitleInfo } from "@reelhouse/games";
import { unitsToMinor } from "@reelhouse/games";
import { useTranslation } from "react-i18next";
import type { FeatureHud } from "./game-presenter.ts";

/** Largest first, as a machine's topper shows them. */
const TIERS_SHOWN: readonly JackpotTier[] = ["grand", "major", "minor", "mini"];

export function GameHeader({
  title,
  logo,
  bet,
  feature,
  ways,
  format,
  isSoundOn,
  onToggleSound,
  onOpenPaytable,
}: {
  title: TitleInfo;
  logo: string;
  bet: number;
  feature: FeatureHud | null;
  /** Expanding reels: the ways the reels show; null for other titles. */
  ways: number | null;
  format(minor: number): string;
  isSoundOn: boolean;
  onToggleSound(): void;
  onOpenPaytable(): void;
}) {
  const { t } = useTranslation();
  const { holdAndWin } = title;
  return (
    <header className="game-header">
      <img className="game-header__logo" src={logo} alt="" width="800" height="240" />
      {holdAndWin ? (
        <ul className="game-jackpots" aria-label={t("studio.jackpots.label")}>
          {TIERS_SHOWN.map((tier) => (
            <li key={tier} className={`game-jackpot game-jackpot--${tier}`}>
              <span className="game-jackpot__tier">{t(`studio.jackpots.${tier}`)}</span>
              <span className="game-jackpot__value">
                {format(unitsToMinor(holdAndWin.jackpots[tier], bet, title.unitsPerBet))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {ways !== null ? <WaysCounter ways={ways} /> : null}
      {feature ? <FeatureCounters feature={feature} format={format} /> : null}
      <div className="game-header__buttons">
        <button
          type="button"
          className="game-icon-button"
          onClick={onOpenPaytable}
          aria-label={t("studio.hud.paytable")}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 10.5v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            <circle cx="12" cy="7.3" r="1.4" fill="currentColor" />
          </svg>
        </button>
        <button
          type="button"
          className="game-icon-button"
          onClick={onToggleSound}
          aria-pressed={isSoundOn}
          aria-label={t("studio.hud.sound")}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
            {isSoundOn ? (
              <path
                d="M15.5 9a4 4 0 0 1 0 6M17.8 6.6a7.5 7.5 0 0 1 0 10.8"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : (
              <path d="M16 9.5l5 5M21 9.5l-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
    </header>
  );
}

/** The ways this spin's reel heights make; it pops when they change. */
function WaysCounter({ ways }: { ways: number }) {
  const { t, i18n } = useTranslation();
  const shown = new Intl.NumberFormat(i18n.language).format(ways);
  return (
    <p className="game-ways" data-testid="game-ways">
      <span key={ways} className="game-ways__count">
        {shown}
      </span>{" "}
      <span className="game-ways__label">{t("studio.ways.label", { count: ways })}</span>
    </p>
  );
}

function FeatureCounters({ feature, format }: { feature: FeatureHud; format(minor: number): string }) {
  const { t } = useTranslation();
  if (feature.kind === "freeSpins") {
    return (
      <section className="game-feature" aria-label={t("studio.feature.freeSpins")}>
        <span className="game-feature__name">{t("studio.feature.freeSpins")}</span>
        <span className="game-feature__count">
          {t("studio.feature.spinOf", { played: feature.played, total: feature.total })}
        </span>
        {feature.multiplier > 1 || feature.isRunningTotal ? (
          <span key={feature.multiplier} className="game-feature__multiplier">
            <span aria-hidden="true">×{feature.multiplier}</span>
            <span className="visually-hidden">
              {t("studio.feature.multiplier", { multiplier: feature.multiplier })}
            </span>
          </span>
        ) : null}
      </section>
    );
  }
  return (
    <section className="game-feature" aria-label={t("studio.feature.respins")}>
      <span className="game-feature__name">{t("studio.feature.respins")}</span>
      <span
        className="game-feature__dots"
        role="img"
        aria-label={t("studio.feature.respinsLeft", { count: feature.left })}
      >
        {Array.from({ length: feature.total }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
            key={index}
            className={`game-feature__dot${index < feature.left ? " game-feature__dot--lit" : ""}`}
          />
        ))}
      </span>
      <span className="game-feature__win">{format(feature.win)}</span>
    </section>
  );
}
