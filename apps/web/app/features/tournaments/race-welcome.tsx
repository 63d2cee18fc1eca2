import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import type { RaceMode } from "./api.ts";

/** This browser has welcomed the player to this kind of race (kept on the device, like a seen tip). */
const seenKey = (mode: RaceMode) => `races-welcome-seen:${mode}`;

/** Spec §2 "races welcome (team variant too)": how races work, the first time each page is opened here. */
export function RaceWelcome({ mode }: { mode: RaceMode }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    setOpen(window.localStorage.getItem(seenKey(mode)) === null);
  }, [mode]);
  const close = () => {
    window.localStorage.setItem(seenKey(mode), "1");
    setOpen(false);
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t(`tournaments.welcome.title.${mode}`)}
      closeLabel={t("tournaments.welcome.close")}
    >
      <div className={`race-welcome race-welcome--${mode}`}>
        <span className="race-welcome__art" aria-hidden="true" />
        <ol className="race-welcome__steps">
          {mode === "team" ? <li>{t("tournaments.welcome.steps.team")}</li> : null}
          <li>{t("tournaments.welcome.steps.join")}</li>
          <li>{t("tournaments.welcome.steps.score")}</li>
          <li>{t("tournaments.welcome.steps.win")}</li>
        </ol>
        <Button onClick={close}>{t("tournaments.welcome.start")}</Button>
      </div>
    </Modal>
  );
}
