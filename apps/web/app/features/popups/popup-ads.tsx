import type { PopupAd } from "@reelhouse/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { cashHashFor } from "~/lib/cash-hash.ts";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { lobbyPath } from "~/lib/lobby.ts";
import { stripLocale } from "~/lib/locale.ts";
import {
  isQuiet,
  mayPopUpOn,
  quietForADay,
  rememberOpened,
  wasOneOpenedLately,
  wasOpenedToday,
} from "~/lib/popup-memory.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { useIsWelcomeOver } from "~/lib/welcome-cookie.ts";
import { fetchPopupAds, logPopupAction } from "./api.ts";
import { isSessionStart, markActive, visitMoments } from "./visit-moments.ts";
import "./popups.css";

/** Ads share the popup memory with the offers; their keys start with this. */
const AD_KEY_PREFIX = "ad:";
const adKey = (ad: PopupAd) => `${AD_KEY_PREFIX}${ad.popup_id}`;

/**
 * Spec §4, §9: popup ads, one at a time. At a session's start and at each visit of the lobby the
 * site asks the server (the guest or the player endpoint) and shows the best ad this browser has
 * not opened in 24 hours, none within a minute of the last, after the ad's delay, once the welcome
 * is over and in its turn among the session's dialogs (lib/dialog-queue.ts). Its view, click and
 * close are reported (`log-action`).
 */
export function PopupAds() {
  const { player, hasSeenWelcome, locale, theme } = useSite();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const isPlayer = player !== null;
  const isActive = player ? player.hasPopupAds : true;
  const isWelcomeOver = useIsWelcomeOver(player?.id ?? null, hasSeenWelcome);
  const page = stripLocale(pathname).replace(/\/$/, "") || "/";
  const isLobby = page === lobbyPath(theme.id) || page === "/";

  const [ad, setAd] = useState<PopupAd | null>(null);
  const hasAd = useRef(false);
  hasAd.current = ad !== null;
  const [isDue, setDue] = useState(false);
  /** Counts returns to the tab after a session's worth of time away. */
  const [returns, setReturns] = useState(0);

  useEffect(() => {
    const onVisibility = () => {
      const now = Date.now();
      if (document.visibilityState === "hidden") markActive(now);
      else if (isSessionStart(now)) setReturns((count) => count + 1);
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  // `returns` asks again when the tab comes back after a session's worth of time away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `returns` is the trigger, not read.
  useEffect(() => {
    if (!isActive || !isWelcomeOver || hasAd.current || !mayPopUpOn(pathname)) return;
    const now = Date.now();
    const moments = visitMoments(now, isLobby);
    markActive(now);
    if (moments.length === 0 || isQuiet(now) || wasOneOpenedLately(AD_KEY_PREFIX, now)) return;
    let isCurrent = true;
    void (async () => {
      for (const moment of moments) {
        const ads = await fetchPopupAds(isPlayer, moment, locale).catch((): PopupAd[] => []);
        if (!isCurrent) return;
        const next = ads.find((each) => !wasOpenedToday(adKey(each), Date.now()));
        if (next) return setAd(next);
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [pathname, isLobby, isActive, isWelcomeOver, isPlayer, locale, returns]);

  // The ad's own delay, counted from when it arrived.
  useEffect(() => {
    setDue(false);
    if (!ad) return;
    const timer = setTimeout(() => setDue(true), ad.popup_delay_time * 1000);
    return () => clearTimeout(timer);
  }, [ad]);

  const isWanted = ad !== null && isDue && mayPopUpOn(pathname) && !hash.startsWith("#cash");
  const isTurn = useDialogTurn("popup-ad", isWanted, DIALOG_PRIORITY.popupAd);
  // An ad asked for before "Not today" on a dialog ahead of it is dropped, never shown.
  const isQuietNow = isTurn && isQuiet(Date.now());
  useEffect(() => {
    if (isQuietNow) setAd(null);
  }, [isQuietNow]);
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!isTurn || isQuietNow || !ad || viewed.current === ad.log_id) return;
    viewed.current = ad.log_id;
    rememberOpened(adKey(ad), Date.now());
    logPopupAction(ad, "view", isPlayer, locale);
  }, [isTurn, isQuietNow, ad, isPlayer, locale]);
  if (!isTurn || isQuietNow || !ad) return null;

  const close = () => {
    logPopupAction(ad, "close", isPlayer, locale);
    setAd(null);
  };
  const follow = () => {
    logPopupAction(ad, "click", isPlayer, locale);
    setAd(null);
    const { cta } = ad.popup_data;
    if (cta.kind === "package")
      navigate({ pathname, search, hash: cashHashFor(cta.packageId) }, { preventScrollReset: true });
    else navigate(to(cta.path));
  };
  return (
    <PopupAdDialog
      ad={ad}
      onFollow={follow}
      onClose={close}
      onNotToday={() => {
        quietForADay(Date.now());
        close();
      }}
    />
  );
}

interface PopupAdDialogProps {
  ad: PopupAd;
  onFollow(): void;
  onClose(): void;
  onNotToday(): void;
}

/** The ad: its art in the brand's colours, its words, its one way on, and "Not today". */
function PopupAdDialog({ ad, onFollow, onClose, onNotToday }: PopupAdDialogProps) {
  const { t } = useTranslation();
  const { art, title, text, cta } = ad.popup_data;
  return (
    <Modal isOpen onClose={onClose} title={title} closeLabel={t("popups.close")}>
      <div className="popup-ad">
        <div className={`popup-ad__art popup-ad__art--${art}`} aria-hidden="true">
          <span className="popup-ad__shape" />
        </div>
        <p className="popup-ad__text">{text}</p>
        <div className="popup-ad__actions">
          <Button size="lg" onClick={onFollow}>
            {cta.label}
          </Button>
          <Button variant="ghost" onClick={onNotToday}>
            {t("popups.notToday")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
