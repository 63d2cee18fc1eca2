/**
 * On every page of a signed-in player, the race messages of spec §4: each one lays the player's
 * standing over the races held and reads them again (so a lost frame loses nothing); `stop` with a
 * prize opens the congratulations, whose prize the header's balance already shows once the root
 * reloads; `min-alert` tells that a bet was too small to score (the server sends it at most five
 * times a race and mode).
 */
import type { Tournament, TournamentPrizeAmount } from "@reelhouse/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { tournamentsKeys } from "./api.ts";
import { useRaceText } from "./race-text.ts";
import { applyStanding } from "./standing.ts";
import "./race-alerts.css";

interface Win {
  place: number;
  prize: TournamentPrizeAmount;
}

export function RaceAlerts() {
  const { t } = useTranslation();
  const text = useRaceText();
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  const [win, setWin] = useState<Win | null>(null);
  const [minBet, setMinBet] = useState<{ amount: number; currency: Tournament["currency"] } | null>(null);

  useRealtimeMessage("tournament", ({ action, data }) => {
    for (const [key, race] of queryClient.getQueriesData<Tournament | null>({
      queryKey: tournamentsKeys.all,
    })) {
      // Only the single-race entries; the lists are pages, read again below.
      if (race && typeof race === "object" && "playerData" in race) {
        queryClient.setQueryData(key, applyStanding(race, data));
      }
    }
    void queryClient.invalidateQueries({ queryKey: tournamentsKeys.all });
    if (action === "stop") {
      // The prize was paid with the race's end: the header's balance follows.
      void revalidate();
      if (data.place && data.prize) setWin({ place: data.place, prize: data.prize });
    }
    if (action === "min-alert" && data.minBet !== undefined) {
      const race = queryClient
        .getQueriesData<Tournament | null>({ queryKey: tournamentsKeys.all })
        .map(([, cached]) => cached)
        .find((cached) => cached && "currency" in cached && cached.id === data.tournamentId);
      setMinBet({ amount: data.minBet, currency: race?.currency ?? "coins" });
    }
  });

  return (
    <>
      <Modal
        isOpen={win !== null}
        onClose={() => setWin(null)}
        title={t("tournaments.congrats.title")}
        closeLabel={t("tournaments.congrats.closeLabel")}
      >
        {win ? (
          <div className="race-congrats">
            <span className="race-congrats__trophy" aria-hidden="true">
              {win.place}
            </span>
            <p className="race-congrats__place">
              {t("tournaments.congrats.body", { place: text.place(win.place) })}
            </p>
            <p className="race-congrats__prize">
              {t("tournaments.congrats.prize", { prize: text.prize(win.prize) })}
            </p>
            <Button onClick={() => setWin(null)}>{t("tournaments.congrats.close")}</Button>
          </div>
        ) : null}
      </Modal>
      <Modal
        isOpen={minBet !== null && win === null}
        onClose={() => setMinBet(null)}
        title={t("tournaments.betMin.title")}
        closeLabel={t("tournaments.congrats.closeLabel")}
      >
        {minBet ? (
          <div className="race-betmin">
            <p>{t("tournaments.betMin.body", { amount: text.amount(minBet.amount, minBet.currency) })}</p>
            <Button onClick={() => setMinBet(null)}>{t("tournaments.betMin.ok")}</Button>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
