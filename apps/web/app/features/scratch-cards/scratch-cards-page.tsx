import type { ScratchCardLottery } from "@reelhouse/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { formatQuantity } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useSite } from "~/lib/use-site.ts";
import { scratchCardsKeys, scratchCardsQuery } from "./api.ts";
import { CardList } from "./card-list.tsx";
import { usePrizeText } from "./prize-text.ts";
import { ScratchStage } from "./scratch-stage.tsx";
import { ScratchCardsWelcome } from "./welcome.tsx";
import "./scratch-cards.css";

const MINOR_PER_WHOLE = 100;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** No card to scratch: how cards are earned, and how far today's play has gone toward the next. */
function HowToEarn({ lottery, isCompact = false }: { lottery: ScratchCardLottery; isCompact?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { earning, name } = lottery;
  const coins = (minor: number) =>
    t("scratchCards.coins", { amount: formatQuantity(minor, locale), count: minor / MINOR_PER_WHOLE });
  return (
    <section
      className={`scratch-cards__empty${isCompact ? " scratch-cards__empty--compact" : ""}`}
      aria-labelledby="scratch-cards-earn"
    >
      <span
        className={`scratch-tile__art scratch-tile__art--${name} scratch-cards__empty-art`}
        aria-hidden="true"
      />
      <h2 id="scratch-cards-earn">{t(`scratchCards.empty.title.${name}`)}</h2>
      <ul className="scratch-cards__ways">
        {earning.perPurchase > 0 ? (
          <li>
            {t("scratchCards.empty.purchase", { count: earning.perPurchase })}{" "}
            <ButtonLink size="md" to="#cash" preventScrollReset>
              {t("scratchCards.empty.buy")}
            </ButtonLink>
          </li>
        ) : null}
        {earning.stakePerCard !== null && earning.playCardsPerDay > 0 ? (
          <li>
            {t("scratchCards.empty.play", {
              stake: coins(earning.stakePerCard),
              count: earning.playCardsPerDay,
            })}{" "}
            <span className="scratch-cards__progress">
              {t("scratchCards.empty.today", {
                staked: coins(lottery.stakedToday % earning.stakePerCard),
                stake: coins(earning.stakePerCard),
              })}
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** The published prize table, and the rules of waiting and expiry. */
function Rules({ lottery }: { lottery: ScratchCardLottery }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const prizeText = usePrizeText();
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const { earning } = lottery;
  return (
    <details className="scratch-cards__rules">
      <summary>{t("scratchCards.rules.title")}</summary>
      <table className="scratch-cards__odds">
        <caption>{t("scratchCards.rules.odds")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("scratchCards.rules.prize")}</th>
            <th scope="col">{t("scratchCards.rules.chance")}</th>
          </tr>
        </thead>
        <tbody>
          {lottery.prizes.map((prize) => (
            <tr key={`${prize.coins}-${prize.entries}`}>
              <td>{prizeText(prize)}</td>
              <td>{percent.format(prize.chance / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        <li>{t("scratchCards.rules.drawn")}</li>
        {earning.playActivationDelay > 0 ? (
          <li>
            {t("scratchCards.rules.wait", { count: Math.round(earning.playActivationDelay / MINUTE_MS) })}
          </li>
        ) : null}
        <li>{t("scratchCards.rules.lifetime", { count: Math.round(earning.lifetime / HOUR_MS / 24) })}</li>
      </ul>
    </details>
  );
}

/** Spec §2 `/scratch-cards`: the card to scratch, the player's cards, how to earn more, the odds. */
export function ScratchCardsPage({ initial }: { initial: ScratchCardLottery }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...scratchCardsQuery(), initialData: initial });
  // A purchase or a round moves the balance, and may have earned a card.
  useRealtimeMessage("cash", () => void queryClient.invalidateQueries({ queryKey: scratchCardsKeys.all }));
  const firstAvailable = data.cards.find((card) => card.status === "available")?.id ?? null;
  const [chosenId, setChosenId] = useState<string | null>(firstAvailable);
  // The card on the stage stays there once opened, until the player moves on; a card that arrives
  // while none is staged (a purchase heard) takes the stage.
  useEffect(() => {
    if (chosenId === null && firstAvailable !== null) setChosenId(firstAvailable);
  }, [chosenId, firstAvailable]);
  const staged = data.cards.find((card) => card.id === (chosenId ?? firstAvailable)) ?? null;
  const nextAvailable = data.cards.find((card) => card.status === "available" && card.id !== staged?.id);
  const { name } = data;

  if (!data.isActive) {
    return (
      <div className="scratch-cards">
        <PageHeader title={t("scratchCards.title.scratchCards")} />
        <p className="scratch-cards__off">{t("scratchCards.notRunning")}</p>
      </div>
    );
  }
  return (
    <div className={`scratch-cards scratch-cards--${name}`}>
      <PageHeader title={t(`scratchCards.title.${name}`)} lead={t(`scratchCards.lead.${name}`)} />
      <div className="scratch-cards__layout">
        {staged ? (
          <ScratchStage
            key={staged.id}
            card={staged}
            name={name}
            next={nextAvailable ? () => setChosenId(nextAvailable.id) : null}
          />
        ) : (
          <HowToEarn lottery={data} />
        )}
        <div className="scratch-cards__side">
          {data.cards.length > 0 ? (
            <CardList cards={data.cards} name={name} stagedId={staged?.id ?? null} onStage={setChosenId} />
          ) : null}
          {staged ? <HowToEarn lottery={data} isCompact /> : null}
          <Rules lottery={data} />
        </div>
      </div>
      <ScratchCardsWelcome name={name} perPurchase={data.earning.perPurchase} />
    </div>
  );
}
