/**
 * The races on the promotions page: a card in the promotions' own shape for the race running now
 * (or the next one), with its prize pool, time left and the way to its page. The route puts it
 * among the promotions' cards.
 */
import type { Tournament } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { useTimeLeft } from "~/lib/time-left.ts";
import { useLocalizedPath } from "~/lib/use-site.ts";
import { currentRaceQuery } from "./api.ts";
import { useRaceText } from "./race-text.ts";
import "./tournaments.css";

function State({ race }: { race: Tournament }) {
  const { t } = useTranslation();
  const isRunning = race.status === "running";
  const left = useTimeLeft(isRunning ? race.end : race.start);
  return (
    // Rendered on the server a moment before the browser: a minute may turn in between.
    <p className="promotion-card__state" suppressHydrationWarning>
      {t(isRunning ? "tournaments.card.endsIn" : "tournaments.card.startsIn", { time: left })}
    </p>
  );
}

export function RacePromotionCard({ initial }: { initial: Tournament | null }) {
  const { t } = useTranslation();
  const text = useRaceText();
  const to = useLocalizedPath();
  const { data: race } = useQuery({ ...currentRaceQuery("solo"), initialData: initial });
  if (!race) return null;
  const title = t("tournaments.title.solo");
  return (
    <li className="promotion-card promotion-card--races">
      <span className="promotion-card__art race-promo__art" aria-hidden="true" />
      <div className="promotion-card__body">
        <h2 className="promotion-card__title">{title}</h2>
        <p className="promotion-card__about">{t(`tournaments.blurbs.${race.kind}`)}</p>
        <p className="promotion-card__prize">
          <span className="race-promo__pool">{text.prize(race.prizePool)}</span>
        </p>
        <State race={race} />
      </div>
      <ButtonLink
        variant={race.status === "running" ? "primary" : "secondary"}
        className="promotion-card__action"
        to={to("/races")}
        aria-label={t("tournaments.card.open", { name: title })}
      >
        {t("tournaments.card.action")}
      </ButtonLink>
    </li>
  );
}
