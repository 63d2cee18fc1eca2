/**
 * The game's dialogs: how it works, autoplay's settings, the top bet confirmation, the bonus buy
 * and insufficient funds. They are the site's modal (native <dialog>: focus kept inside, Escape
 * closes), in the game's frame.
 */
import type { BuyTier, Currency } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import type { TitleArt } from "./art/index.ts";
import { AUTOPLAY_SPIN_COUNTS, type AutoplaySettings } from "./autoplay.ts";
import { Paytable, type PaytableTitle } from "./paytable.tsx";
import type { GameModal } from "./round-flow.ts";
import "./game-dialogs.css";

/** Loss limits and single-win limits autoplay offers, as multiples of the bet. */
const LOSS_LIMITS = [10, 25, 50, 100, 250] as const;
const WIN_LIMITS = [10, 50, 100, 500] as const;

export function GameModals({
  modal,
  title,
  art,
  currency,
  bet,
  betLevels,
  format,
  canSwitchToSweeps,
  onClose,
  onConfirmMaxBet,
  onConfirmBuy,
  onStartAutoplay,
  onGetCoins,
  onSwitchCurrency,
}: {
  modal: GameModal | null;
  title: PaytableTitle;
  art: TitleArt;
  currency: Currency;
  bet: number;
  betLevels: readonly number[];
  format(minor: number): string;
  canSwitchToSweeps: boolean;
  onClose(): void;
  onConfirmMaxBet(betIndex: number): void;
  onConfirmBuy(tier: BuyTier): void;
  onStartAutoplay(settings: AutoplaySettings): void;
  onGetCoins(): void;
  onSwitchCurrency(): void;
}) {
  const { t } = useTranslation();
  const currencyName = t(`studio.currency.${currency}`);
  const closeLabel = t("studio.modals.close");
  return (
    <>
      <Modal
        isOpen={modal?.kind === "paytable"}
        onClose={onClose}
        title={t("studio.paytable.title", { name: title.name })}
        closeLabel={closeLabel}
        variant="wide"
      >
        <Paytable title={title} art={art} bet={bet} currency={currency} format={format} />
      </Modal>
      <Modal
        isOpen={modal?.kind === "autoplay"}
        onClose={onClose}
        title={t("studio.autoplay.title")}
        closeLabel={closeLabel}
      >
        <AutoplayForm bet={bet} format={format} currencyName={currencyName} onStart={onStartAutoplay} />
      </Modal>
      <Modal
        isOpen={modal?.kind === "maxBet"}
        onClose={onClose}
        title={t("studio.maxBet.title")}
        closeLabel={closeLabel}
      >
        {modal?.kind === "maxBet" ? (
          <div className="game-dialog">
            <p>
              {t("studio.maxBet.body", {
                amount: format(betLevels[modal.betIndex] ?? bet),
                currency: currencyName,
              })}
            </p>
            <div className="game-dialog__actions">
              <Button onClick={() => onConfirmMaxBet(modal.betIndex)}>{t("studio.maxBet.confirm")}</Button>
              <Button variant="secondary" onClick={onClose}>
                {t("studio.maxBet.cancel")}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
      <Modal
        isOpen={modal?.kind === "buy"}
        onClose={onClose}
        title={t("studio.buy.title")}
        closeLabel={closeLabel}
      >
        {title.bonusBuy && title.superBuy ? (
          <BuyTiers
            title={title}
            bet={bet}
            format={format}
            currencyName={currencyName}
            onBuy={onConfirmBuy}
          />
        ) : null}
        {title.bonusBuy && !title.superBuy ? (
          <div className="game-dialog">
            <p>
              {t(title.holdAndWin ? "studio.buy.bodyRespins" : "studio.buy.bodyFreeSpins", {
                amount: format(bet * title.bonusBuy.price),
                currency: currencyName,
                times: title.bonusBuy.price,
              })}
            </p>
            <div className="game-dialog__actions">
              <Button onClick={() => onConfirmBuy("standard")}>
                {t("studio.buy.confirm", {
                  amount: format(bet * title.bonusBuy.price),
                  currency: currencyName,
                })}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                {t("studio.buy.cancel")}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
      <Modal
        isOpen={modal?.kind === "funds"}
        onClose={onClose}
        title={t("studio.funds.title", { currency: currencyName })}
        closeLabel={closeLabel}
      >
        {modal?.kind === "funds" ? (
          <div className="game-dialog">
            <p>
              {t("studio.funds.body", {
                cost: format(modal.cost),
                balance: format(modal.balance),
                currency: currencyName,
              })}
            </p>
            <div className="game-dialog__actions">
              <Button onClick={onGetCoins}>{t("studio.funds.getCoins")}</Button>
              {currency === "entries" ? (
                <Button variant="secondary" onClick={onSwitchCurrency}>
                  {t("studio.funds.switchToCoins")}
                </Button>
              ) : canSwitchToSweeps ? (
                <Button variant="secondary" onClick={onSwitchCurrency}>
                  {t("studio.funds.switchToSweeps")}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

/** A title with two bonus buys: each tier with what it starts and its price, bought by its own button. */
function BuyTiers({
  title,
  bet,
  format,
  currencyName,
  onBuy,
}: {
  title: TitleInfo;
  bet: number;
  format(minor: number): string;
  currencyName: string;
  onBuy(tier: BuyTier): void;
}) {
  const { t } = useTranslation();
  const { bonusBuy, superBuy, freeSpins } = title;
  if (!bonusBuy || !superBuy || !freeSpins) return null;
  const spins = Math.min(...freeSpins.awards.map((award) => award.spins));
  const tiers = [
    { tier: "standard" as const, price: bonusBuy.price, multiplier: freeSpins.multiplier },
    { tier: "super" as const, price: superBuy.price, multiplier: superBuy.multiplier },
  ];
  return (
    <div className="game-dialog">
      <p>{t("studio.buy.chooseTier")}</p>
      <ul className="game-buy-tiers">
        {tiers.map(({ tier, price, multiplier }) => (
          <li key={tier} className={`game-buy-tier game-buy-tier--${tier}`}>
            <h3 className="game-buy-tier__name">{t(`studio.buy.tiers.${tier}`)}</h3>
            <p>
              {t("studio.buy.tierBody", {
                spins,
                multiplier,
                step: freeSpins.multiplierStep,
                max: freeSpins.maxMultiplier,
              })}
            </p>
            <p className="game-buy-tier__price">{t("studio.buy.times", { times: price })}</p>
            <Button onClick={() => onBuy(tier)}>
              {t("studio.buy.confirm", { amount: format(bet * price), currency: currencyName })}
            </Button>
          </li>
        ))}
      </ul>
      {title.ante ? <p className="game-dialog__note">{t("studio.buy.noAnte")}</p> : null}
    </div>
  );
}

function AutoplayForm({
  bet,
  format,
  currencyName,
  onStart,
}: {
  bet: number;
  format(minor: number): string;
  currencyName: string;
  onStart(settings: AutoplaySettings): void;
}) {
  const { t } = useTranslation();
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPIN_COUNTS[0]);
  const [lossLimit, setLossLimit] = useState<number>(LOSS_LIMITS[1]);
  const [winLimit, setWinLimit] = useState<number | null>(null);
  const [stopOnFeature, setStopOnFeature] = useState(true);
  return (
    <form
      className="game-dialog game-autoplay"
      onSubmit={(event) => {
        event.preventDefault();
        onStart({
          spins,
          lossLimit: bet * lossLimit,
          singleWinOver: winLimit === null ? null : bet * winLimit,
          stopOnFeature,
        });
      }}
    >
      <fieldset className="game-autoplay__spins">
        <legend>{t("studio.autoplay.spins")}</legend>
        {AUTOPLAY_SPIN_COUNTS.map((count) => (
          <label key={count} className="game-chip">
            <input
              type="radio"
              name="autoplay-spins"
              value={count}
              checked={spins === count}
              onChange={() => setSpins(count)}
            />
            <span>{count}</span>
          </label>
        ))}
      </fieldset>
      <label className="game-autoplay__field">
        <span>{t("studio.autoplay.lossLimit")}</span>
        <select value={lossLimit} onChange={(event) => setLossLimit(Number(event.target.value))}>
          {LOSS_LIMITS.map((times) => (
            <option key={times} value={times}>
              {`${format(bet * times)} ${currencyName}`}
            </option>
          ))}
        </select>
      </label>
      <label className="game-autoplay__field">
        <span>{t("studio.autoplay.winLimit")}</span>
        <select
          value={winLimit ?? ""}
          onChange={(event) => setWinLimit(event.target.value === "" ? null : Number(event.target.value))}
        >
          <option value="">{t("studio.autoplay.noWinLimit")}</option>
          {WIN_LIMITS.map((times) => (
            <option key={times} value={times}>
              {`${format(bet * times)} ${currencyName}`}
            </option>
          ))}
        </select>
      </label>
      <label className="game-autoplay__check">
        <input
          type="checkbox"
          checked={stopOnFeature}
          onChange={(event) => setStopOnFeature(event.target.checked)}
        />
        <span>{t("studio.autoplay.stopOnFeature")}</span>
      </label>
      <div className="game-dialog__actions">
        <Button type="submit">{t("studio.autoplay.start", { count: spins })}</Button>
      </div>
    </form>
  );
}
