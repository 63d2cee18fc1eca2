import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Modal } from "~/components/ui/modal.tsx";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { dailyWheelKeys, dailyWheelQuery, hasSpinWaiting } from "./api.ts";
import { DailyWheelPanel } from "./daily-wheel-panel.tsx";

/** Any page's link to `#daily-wheel` (the promotions page's card) opens the wheel. */
export const DAILY_WHEEL_HASH = "#daily-wheel";

function WheelIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeLinecap="round">
        <circle cx="12" cy="13" r="9" strokeWidth="2" />
        <path strokeWidth="1.5" d="M12 4v18M3 13h18M5.6 6.6l12.8 12.8M18.4 6.6 5.6 19.4" />
      </g>
      <circle cx="12" cy="13" r="2.6" fill="currentColor" />
      <path fill="currentColor" d="M9.2 1h5.6L12 5.2Z" />
    </svg>
  );
}

/**
 * The header's daily wheel: a wheel with a dot while a spin waits (today's, a booster or an extra
 * one), opening the wheel in a dialog. On a phone it shows only while a spin waits, so the header
 * stays uncluttered; the promotions page opens it too. Shown only where the theme runs the wheel.
 */
export function DailyWheelButton() {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const { data: info } = useQuery(dailyWheelQuery());
  // A completed purchase gives a spin: read the wheels again.
  useRealtimeMessage("payment", () => void queryClient.invalidateQueries({ queryKey: dailyWheelKeys.info }));

  useEffect(() => {
    if (hash === DAILY_WHEEL_HASH) setOpen(true);
  }, [hash]);

  if (!info?.isActive) return null;
  const isWaiting = hasSpinWaiting(info);
  const close = () => {
    setOpen(false);
    if (hash === DAILY_WHEEL_HASH)
      navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="daily-wheel-entry">
      <button
        type="button"
        className={`header-icon-button daily-wheel-button promotion-header-button${isWaiting ? " daily-wheel-button--waiting" : ""}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={isWaiting ? t("dailyWheel.openAvailable") : t("dailyWheel.open")}
        disabled={!isHydrated}
        onClick={() => setOpen(true)}
      >
        <WheelIcon />
        {isWaiting ? <span className="header-icon-button__dot" aria-hidden="true" /> : null}
      </button>
      <Modal isOpen={isOpen} onClose={close} title={t("dailyWheel.title")} closeLabel={t("common.close")}>
        <DailyWheelPanel />
      </Modal>
    </div>
  );
}
