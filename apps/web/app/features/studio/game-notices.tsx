/**
 * What shows over the reels when a round did not end as it should: an interrupted round, with
 * the way to resume it, or an error the player dismisses.
 */
import { useTranslation } from "react-i18next";
import type { RoundNotice as Notice } from "./round-flow.ts";

export function RoundNotice({
  notice,
  onResume,
  onDismiss,
}: {
  notice: Notice;
  onResume(): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  const isInterrupted = notice.kind === "interrupted";
  return (
    <div className="game-client__notice" role="alert">
      <p>{isInterrupted ? t("studio.errors.interrupted") : (notice.message ?? t("studio.errors.generic"))}</p>
      {isInterrupted ? (
        <button type="button" className="game-button game-button--primary" onClick={onResume}>
          {t("studio.errors.resume")}
        </button>
      ) : (
        <button type="button" className="game-button" onClick={onDismiss}>
          {t("studio.errors.dismiss")}
        </button>
      )}
    </div>
  );
}

/** The covered scratch card's prompt, with the way to take the whole foil off at once. */
export function ScratchPrompt({ onRevealAll }: { onRevealAll(): void }) {
  const { t } = useTranslation();
  return (
    <div className="game-client__scratch">
      <p>{t("studio.scratch.hint")}</p>
      <button type="button" className="game-button game-button--primary" onClick={onRevealAll}>
        {t("studio.scratch.revealAll")}
      </button>
    </div>
  );
}
