import type { ScratchCard, ScratchCardsName } from "@reelhouse/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { useActiveUntil } from "~/lib/feature-end.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { scratchCardsKeys } from "./api.ts";
import { usePrizeText } from "./prize-text.ts";

const SECOND_MS = 1_000;

/** "03:04:05" until `at`, moving each second once the page is live; null on the server and once due. */
function useCountdown(at: string, isRunning: boolean): string | null {
  const isHydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isHydrated || !isRunning) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [isHydrated, isRunning]);
  const left = Math.ceil((Date.parse(at) - now) / SECOND_MS);
  if (!isHydrated || !isRunning || left <= 0) return null;
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(Math.floor(left / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
}

function CardTile({
  card,
  name,
  isStaged,
  onScratch,
}: {
  card: ScratchCard;
  name: ScratchCardsName;
  isStaged: boolean;
  onScratch: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const prizeText = usePrizeText();
  const isWaiting = card.status === "available" || card.status === "ready_for_activate";
  // Spec §4: a card still to scratch ends at its `finishedAt` (a timer when that is within a day).
  const isLive = useActiveUntil(isWaiting, card.finishedAt);
  const status = isWaiting && !isLive ? "expired" : card.status;
  const opensIn = useCountdown(card.availableAt, status === "ready_for_activate");
  const isDue = status === "ready_for_activate" && opensIn === null;
  // Its wait is over: the server now answers it available.
  useEffect(() => {
    if (isDue) void queryClient.invalidateQueries({ queryKey: scratchCardsKeys.all });
  }, [isDue, queryClient]);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(Date.parse(iso));

  return (
    <li className={`scratch-tile scratch-tile--${status}${isStaged ? " scratch-tile--staged" : ""}`}>
      <span className={`scratch-tile__art scratch-tile__art--${name}`} aria-hidden="true" />
      <div className="scratch-tile__body">
        <p className="scratch-tile__title">
          {t(`scratchCards.card.${name}`)} · {t(`scratchCards.source.${card.source}`)}
        </p>
        <p className="scratch-tile__state">
          {status === "opened" && card.prize
            ? t("scratchCards.status.opened", { prize: prizeText(card.prize) })
            : status === "ready_for_activate"
              ? t("scratchCards.status.ready_for_activate", { time: opensIn ?? "" })
              : status === "available"
                ? t("scratchCards.status.available", { date: date(card.finishedAt) })
                : t("scratchCards.status.expired")}
        </p>
      </div>
      {status === "available" && !isStaged ? (
        <Button size="md" onClick={onScratch}>
          {t("scratchCards.scratch")}
        </Button>
      ) : null}
    </li>
  );
}

/** The player's cards: those still to scratch first, each with its state and timer. */
export function CardList({
  cards,
  name,
  stagedId,
  onStage,
}: {
  cards: ScratchCard[];
  name: ScratchCardsName;
  stagedId: string | null;
  onStage: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="scratch-cards__list" aria-labelledby="scratch-cards-list">
      <h2 id="scratch-cards-list">{t(`scratchCards.yourCards.${name}`)}</h2>
      <ul>
        {cards.map((card) => (
          <CardTile
            key={card.id}
            card={card}
            name={name}
            isStaged={card.id === stagedId}
            onScratch={() => onStage(card.id)}
          />
        ))}
      </ul>
    </section>
  );
}
