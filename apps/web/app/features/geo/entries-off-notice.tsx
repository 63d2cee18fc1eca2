import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { switchGameModeMutation, useEntriesOff } from "~/lib/game-mode.ts";
import { useSite } from "~/lib/use-site.ts";
import { checkLocation, settleEntries } from "./location-check.ts";
import { rememberLocationCheck } from "./location-memory.ts";
import { isDeclined } from "./reasons.ts";
import "./geoblock-page.css";

/**
 * While entries are off (lib/game-mode.ts), the player plays with coins: a player in entries mode
 * is moved to coins once, and a note says why entries are off and, when the location was not
 * shared, offers to share it. Closing the note keeps entries off; the header still says why.
 */
export function EntriesOffNotice() {
  const { t } = useTranslation();
  const { player, locale } = useSite();
  const reason = useEntriesOff();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [isClosed, setClosed] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const { mutate: switchMode } = useMutation({
    ...switchGameModeMutation(locale),
    onSuccess: () => revalidator.revalidate(),
  });
  const isInEntries = player?.gameMode === "SweepStakes";

  useEffect(() => {
    if (reason && isInEntries) switchMode("TournamentPoints");
  }, [reason, isInEntries, switchMode]);

  if (!reason || isClosed) return null;

  async function shareLocation() {
    setChecking(true);
    try {
      const outcome = await checkLocation();
      rememberLocationCheck(outcome, Date.now());
      if (outcome.ok) settleEntries(outcome);
      else if (isDeclined(outcome.reason))
        toast.show({ message: t("geoblock.entriesOff.stillDeclined"), tone: "dark" });
    } finally {
      setChecking(false);
    }
  }

  return (
    <aside className="entries-off" aria-label={t("geoblock.entriesOff.title")}>
      <p className="entries-off__text">
        <strong>{t("geoblock.entriesOff.title")}</strong> {t(`geoblock.entriesOff.${reason}`)}
      </p>
      <div className="entries-off__actions">
        {reason === "locationDeclined" ? (
          <Button size="md" isBusy={isChecking} onClick={shareLocation}>
            {t("geoblock.entriesOff.share")}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setClosed(true)}>
          {t("geoblock.entriesOff.close")}
        </Button>
      </div>
    </aside>
  );
}
