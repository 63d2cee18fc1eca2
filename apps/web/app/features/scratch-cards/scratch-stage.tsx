import type { ScratchCard, ScratchCardsName } from "@reelhouse/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { openScratchCardMutation } from "./api.ts";
import { usePrizeText } from "./prize-text.ts";
import { useFoil } from "./use-foil.ts";

/**
 * One card to scratch. The first touch of the foil (or "Reveal all") opens the card on the server,
 * which pays the prize stored since the card was issued and answers it; the face under the foil
 * shows that answer, and once enough foil is scratched off (and the answer is in) the rest comes
 * off. The header's balance is read again, so the prize shows there without a reload.
 */
export function ScratchStage({
  card,
  name,
  next,
}: {
  card: ScratchCard;
  name: ScratchCardsName;
  /** Moves the stage to the next card to scratch, when there is one. */
  next: (() => void) | null;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const isHydrated = useHydrated();
  const prizeText = usePrizeText();
  const open = useMutation(openScratchCardMutation(locale, queryClient));
  const [isScratched, setScratched] = useState(card.status === "opened");
  const [isRevealed, setRevealed] = useState(card.status === "opened");
  // The card turns `opened` as soon as the server answers; its foil stays until it is scratched off.
  const [isCovered] = useState(card.status === "available");
  const face = useRef<HTMLDivElement>(null);
  const foil = useFoil(face, isHydrated && isCovered && !isRevealed, () => setScratched(true));
  // One request per card, however many strokes and clicks come before its answer.
  const isSent = useRef(false);
  const start = () => {
    if (isSent.current || card.status !== "available") return;
    isSent.current = true;
    open.mutate(card.id, {
      // The header's balance is the root's data: read it again now.
      onSuccess: () => revalidator.revalidate(),
      onError: () => {
        isSent.current = false;
      },
    });
  };

  const prize = open.data?.card.prize ?? card.prize;
  useEffect(() => {
    if (!isScratched || !prize || isRevealed) return;
    let isCurrent = true;
    void (foil.current?.reveal() ?? Promise.resolve()).then(() => {
      if (isCurrent) setRevealed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isScratched, prize, isRevealed, foil]);

  const hasWon = prize !== null && (prize.coins > 0 || prize.entries > 0);
  return (
    <section className={`scratch-stage scratch-stage--${name}`} aria-labelledby="scratch-stage-title">
      <h2 id="scratch-stage-title" className="scratch-stage__title">
        {t(`scratchCards.stage.title.${name}`)}
      </h2>
      <div className="scratch-stage__card" onPointerDown={start}>
        <div
          ref={face}
          className={`scratch-stage__face${isRevealed ? " scratch-stage__face--revealed" : ""}`}
        >
          <span className="scratch-stage__shine" aria-hidden="true" />
          {prize ? (
            <p className="scratch-stage__prize" data-testid={isRevealed ? "scratch-prize" : undefined}>
              <span className="scratch-stage__prize-label">
                {hasWon ? t("scratchCards.stage.youWon") : t("scratchCards.stage.noLuck")}
              </span>
              <strong className="scratch-stage__amount">{prizeText(prize)}</strong>
            </p>
          ) : (
            <span className="scratch-stage__mystery" aria-hidden="true">
              ?
            </span>
          )}
        </div>
      </div>
      <div aria-live="polite" className="scratch-stage__result">
        {isRevealed && prize ? (
          <p>
            {hasWon
              ? t("scratchCards.stage.credited", { prize: prizeText(prize) })
              : t("scratchCards.noPrize")}
          </p>
        ) : null}
      </div>
      {open.isError ? (
        <p className="scratch-stage__error" role="alert">
          {open.error instanceof ApiError ? open.error.message : t("errors.requestFailed")}
        </p>
      ) : null}
      {isRevealed ? (
        next ? (
          <Button onClick={next}>{t("scratchCards.stage.next")}</Button>
        ) : null
      ) : (
        <>
          <p className="scratch-stage__hint">{t("scratchCards.stage.hint")}</p>
          <Button
            variant="secondary"
            disabled={!isHydrated || !isCovered}
            isBusy={open.isPending}
            onClick={() => {
              start();
              setScratched(true);
            }}
          >
            {t("scratchCards.stage.revealAll")}
          </Button>
        </>
      )}
    </section>
  );
}
