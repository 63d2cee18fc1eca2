import type { ScratchCardsName } from "@reelhouse/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";

/** This browser has welcomed the player to the lottery (kept on the device, like a seen tip). */
const SEEN_KEY = "scratch-cards-welcome-seen";

/** Spec §2 "scratch cards welcome": how the lottery works, the first time it is opened here. */
export function ScratchCardsWelcome({ name, perPurchase }: { name: ScratchCardsName; perPurchase: number }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (window.localStorage.getItem(SEEN_KEY) === null) setOpen(true);
  }, []);
  const close = () => {
    window.localStorage.setItem(SEEN_KEY, "1");
    setOpen(false);
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t(`scratchCards.welcome.title.${name}`)}
      closeLabel={t("scratchCards.welcome.close")}
    >
      <div className="scratch-welcome">
        <span
          className={`scratch-tile__art scratch-tile__art--${name} scratch-welcome__art`}
          aria-hidden="true"
        />
        <ol className="scratch-welcome__steps">
          <li>{t("scratchCards.welcome.earn", { count: perPurchase })}</li>
          <li>{t("scratchCards.welcome.scratch")}</li>
          <li>{t("scratchCards.welcome.paid")}</li>
        </ol>
        <Button onClick={close}>{t("scratchCards.welcome.start")}</Button>
      </div>
    </Modal>
  );
}
