import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal.tsx";
import { formatGameAmount } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { amountOf, cashbackKeys, cashbackQuery, isClaimable } from "./api.ts";
import { CashbackMark } from "./cashback-mark.tsx";
import { CashbackPanel } from "./cashback-panel.tsx";
import "./cashback.css";

const MINOR_PER_WHOLE = 100;

/**
 * The header's way to cashback, on every page a player sees: its mark, lit with a badge while a
 * reward is ready to claim, opening the cashback panel in a dialog. Nothing shows where the site
 * does not run cashback.
 */
export function CashbackButton() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  // The dialog opens by script: before hydration a press would be lost, so the button waits.
  const isHydrated = useHydrated();
  const { data } = useQuery(cashbackQuery());
  useRealtimeMessage("cashback", () => void queryClient.invalidateQueries({ queryKey: cashbackKeys.all }));
  if (!data) return null;

  const isReady = isClaimable(data);
  const ready = amountOf(data.availableReward, data);
  const readyText = t(data.currency === "coins" ? "cashback.coins" : "cashback.entries", {
    count: ready / MINOR_PER_WHOLE,
    amount: formatGameAmount(ready, data.currency, locale),
  });
  return (
    <div className="cashback-entry">
      <button
        type="button"
        className={`header-icon-button cashback-button promotion-header-button${isReady ? " cashback-button--ready" : ""}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={isReady ? t("cashback.openReady", { amount: readyText }) : t("cashback.open")}
        disabled={!isHydrated}
        onClick={() => setOpen(true)}
      >
        <CashbackMark size={26} />
        {isReady ? <span className="cashback-button__badge" aria-hidden="true" /> : null}
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t("cashback.title")}
        closeLabel={t("cashback.close")}
      >
        <CashbackPanel />
      </Modal>
    </div>
  );
}
