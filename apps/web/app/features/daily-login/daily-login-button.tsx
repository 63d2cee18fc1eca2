import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Modal } from "~/components/ui/modal.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { dailyLoginQuery } from "./api.ts";
import { DailyLoginMap } from "./daily-login-map.tsx";

/** Any page's link to `#daily-login` (the promotions page's card) opens the map. */
export const DAILY_LOGIN_HASH = "#daily-login";

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h.5v8a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1v-8h.5a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 1-1h1Zm-6 0h1a1 1 0 0 1 1 1v1H9a1 1 0 1 1 0-2Zm-4 4h6v1H5V9Zm1.5 3H11v7H6.5v-7ZM13 19v-7h4.5v7H13Zm6-9h-6V9h6v1Z"
      />
    </svg>
  );
}

/**
 * The header's daily login button: a gift with a dot when today's prize waits, opening the map
 * (spec §2 "daily login map"). Shown only where the theme runs daily login.
 */
export function DailyLoginButton() {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const { data: info } = useQuery(dailyLoginQuery());

  useEffect(() => {
    if (hash === DAILY_LOGIN_HASH) setOpen(true);
  }, [hash]);
  // The map's links lead to other pages (the game its free spins are played in): it closes there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setOpen(false), [pathname]);

  if (!info?.isActive) return null;
  const close = () => {
    setOpen(false);
    if (hash === DAILY_LOGIN_HASH)
      navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="daily-login-entry">
      <button
        type="button"
        className="header-icon-button daily-login-button promotion-header-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={info.isAvailable ? t("dailyLogin.openAvailable") : t("dailyLogin.open")}
        disabled={!isHydrated}
        onClick={() => setOpen(true)}
      >
        <GiftIcon />
        {info.isAvailable ? <span className="header-icon-button__dot" aria-hidden="true" /> : null}
      </button>
      <Modal isOpen={isOpen} onClose={close} title={t("dailyLogin.title")} closeLabel={t("common.close")}>
        <DailyLoginMap />
      </Modal>
    </div>
  );
}
