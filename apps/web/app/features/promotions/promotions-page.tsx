import type { Promotion, PromotionCard, PromotionsPageResponse } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { formatQuantity } from "~/lib/balance.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { promotionsPageQuery } from "./api.ts";
import "./promotions.css";

const MINUTE_MS = 60_000;

/** Where each promotion is played: its feature's dialog on this hash, on any page, or its page. */
const PROMOTION_HASHES: Record<Promotion, string> = {
  dailyLogin: "#daily-login",
  dailyWheel: "#daily-wheel",
  depositStreak: "#deposit-streak",
  cashback: "#cashback",
  scratchCards: "/scratch-cards",
  referral: "/invite-friends",
};

function Prize({ card }: { card: PromotionCard }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  if (!card.prize) return null;
  const { coins, entries, freeSpins } = card.prize;
  return (
    <p className="promotion-card__prize">
      {coins > 0 && (
        <span className="promotion-card__amount promotion-card__amount--coins">
          {t("promotions.coins", { amount: formatQuantity(coins, locale), count: coins / 100 })}
        </span>
      )}
      {entries > 0 && (
        <span className="promotion-card__amount promotion-card__amount--entries">
          {t("promotions.entries", { amount: formatQuantity(entries, locale), count: entries / 100 })}
        </span>
      )}
      {freeSpins && (
        <span className="promotion-card__amount promotion-card__amount--spins">
          {t("promotions.freeSpins", { count: freeSpins.freeSpinCount })}
        </span>
      )}
    </p>
  );
}

/** "in 5 h 12 min" until `until`, counted down each minute once the page runs in the browser. */
function useCountdown(until: string | null): string | null {
  const { locale } = useSite();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [until]);
  if (!until || now === null) return null;
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now) / MINUTE_MS));
  const format = new Intl.NumberFormat(locale);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? `${format.format(hours)} h ${format.format(minutes % 60)} min`
    : `${format.format(minutes)} min`;
}

/** A streak is "locked" until today's purchase fills its next step, and says so. */
function stateKey(card: PromotionCard) {
  if (card.promotion === "referral") return "promotions.states.referral" as const;
  if (card.promotion === "depositStreak" && card.state === "locked")
    return "promotions.states.streakLocked" as const;
  return `promotions.states.${card.state}` as const;
}

/** A promotion as the player stands in it, and the way in; `Heading` fits the page it sits on. */
export function PromotionCardItem({ card, Heading = "h2" }: { card: PromotionCard; Heading?: "h2" | "h3" }) {
  const { t } = useTranslation();
  const countdown = useCountdown(card.availableAt);
  const localize = useLocalizedPath();
  const target = PROMOTION_HASHES[card.promotion];
  const title = t(`promotions.names.${card.alias ?? card.promotion}`);
  return (
    <li className={`promotion-card promotion-card--${card.promotion} promotion-card--${card.state}`}>
      <span className="promotion-card__art" aria-hidden="true" />
      <div className="promotion-card__body">
        <Heading className="promotion-card__title">{title}</Heading>
        <p className="promotion-card__about">{t(`promotions.about.${card.alias ?? card.promotion}`)}</p>
        <Prize card={card} />
        <p className="promotion-card__state">
          {(card.state === "claimed" || card.state === "upcoming") && countdown
            ? t(`promotions.states.${card.state}Next`, { time: countdown })
            : t(stateKey(card))}
        </p>
      </div>
      <ButtonLink
        variant={card.state === "available" ? "primary" : "secondary"}
        className="promotion-card__action"
        to={target.startsWith("/") ? localize(target) : target}
        preventScrollReset
        aria-label={t("promotions.openNamed", { name: title })}
      >
        {card.promotion === "referral"
          ? t("promotions.invite")
          : card.state === "available"
            ? t("promotions.claim")
            : t("promotions.open")}
      </ButtonLink>
    </li>
  );
}

/**
 * Spec §2 `/promotions`: every promotion the theme runs, with where the player stands and the way
 * in; `more` is what other features add in the same shape (the race on now), from the route.
 */
export function PromotionsPage({ initial, more }: { initial: PromotionsPageResponse; more?: ReactNode }) {
  const { t } = useTranslation();
  const { data } = useQuery({ ...promotionsPageQuery(), initialData: initial });
  const cards = data.payload.promotions;
  return (
    <div className="promotions-page">
      <PageHeader title={t("promotions.title")} lead={t("promotions.lead")} />
      {cards.length === 0 && !more ? (
        <p className="promotions-page__empty">{t("promotions.empty")}</p>
      ) : (
        <ul className="promotions-page__cards">
          {cards.map((card) => (
            <PromotionCardItem key={card.promotion} card={card} />
          ))}
          {more}
        </ul>
      )}
    </div>
  );
}
