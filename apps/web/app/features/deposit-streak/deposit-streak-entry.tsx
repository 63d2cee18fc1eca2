import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { stripLocale } from "~/lib/locale.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { depositStreakKeys, depositStreakQuery } from "./api.ts";
import { DepositStreakPlay } from "./deposit-streak-play.tsx";
import "./deposit-streak.css";

/** Any page's link to `#deposit-streak` (the promotions page's card) opens the play dialog. */
export const DEPOSIT_STREAK_HASH = "#deposit-streak";

/** Where the checkout sends the player after paying. */
const PURCHASE_SUCCESS_PATH = "/cash/success";

/**
 * A purchase's news on the page the checkout lands on: the step it filled, and the way into the
 * streak. Not a dialog, so the purchase's own receipt stays in reach.
 */
function AfterPurchase({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const [isDismissed, setDismissed] = useState(false);
  const { data: info } = useQuery(depositStreakQuery());
  if (isDismissed || !info?.isActive || !info.purchasedToday) return null;
  return (
    <aside className="deposit-streak-toast" aria-label={t("depositStreak.title")}>
      <span className="deposit-streak-toast__flame" aria-hidden="true" />
      <p className="deposit-streak-toast__text">
        <strong>{t("depositStreak.title")}</strong>
        <span>{t("depositStreak.afterPurchase.filled", { step: info.filledSteps, steps: info.steps })}</span>
      </p>
      <div className="deposit-streak-toast__actions">
        <Button size="md" onClick={onOpen}>
          {t("depositStreak.afterPurchase.open")}
        </Button>
        <Button size="md" variant="ghost" onClick={() => setDismissed(true)}>
          {t("depositStreak.afterPurchase.dismiss")}
        </Button>
      </div>
    </aside>
  );
}

/**
 * The deposit streak on every page a player sees: the play dialog, opened by `#deposit-streak`
 * or from the note the purchase's success page shows; a purchase counted (or refunded) anywhere
 * reads the streak again without a reload.
 */
export function DepositStreakEntry() {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const queryClient = useQueryClient();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const isAfterPurchase = stripLocale(pathname).replace(/\/$/, "") === PURCHASE_SUCCESS_PATH;
  useRealtimeMessage(
    "depositStreak",
    () => void queryClient.invalidateQueries({ queryKey: depositStreakKeys.all }),
  );

  useEffect(() => {
    if (hash === DEPOSIT_STREAK_HASH) setOpen(true);
  }, [hash]);

  if (!isHydrated) return null;
  const close = () => {
    setOpen(false);
    if (hash === DEPOSIT_STREAK_HASH)
      navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
  };
  return (
    <>
      {isAfterPurchase && !isOpen ? <AfterPurchase onOpen={() => setOpen(true)} /> : null}
      <Modal isOpen={isOpen} onClose={close} title={t("depositStreak.title")} closeLabel={t("common.close")}>
        <DepositStreakPlay onBuy={() => setOpen(false)} />
      </Modal>
    </>
  );
}
