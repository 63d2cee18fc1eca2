/**
 * Says so when the live connection is lost (spec §4 connection states): once this tab's realtime
 * connection has been up, a reconnect that takes longer than 3 s shows a banner at the top of the
 * page until the connection is back (and the page has refetched what it shows). A connection the
 * client gave up on for good (the session ended) shows nothing: there is nothing to wait for.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRealtimeState } from "~/lib/realtime/provider.tsx";
import "./offline-banner.css";

/** A blip shorter than this (a server restart, a network handover) is not worth a banner. */
export const OFFLINE_BANNER_DELAY_MS = 3_000;

export function OfflineBanner() {
  const { t } = useTranslation();
  const { state, hasConnected } = useRealtimeState();
  const isReconnecting = hasConnected && state === "connecting";
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    if (!isReconnecting) {
      setIsShown(false);
      return;
    }
    const timer = setTimeout(() => setIsShown(true), OFFLINE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isReconnecting]);

  // The live region comes with the first connection, before it has anything to say, so screen
  // readers announce the text when it appears; guests, whose tab never connects, never get one.
  if (!hasConnected) return null;
  return (
    <div className={`offline-banner${isShown ? " offline-banner--shown" : ""}`} role="status">
      {isShown && (
        <p className="offline-banner__message">
          <span className="offline-banner__spinner" aria-hidden="true" />
          <span className="offline-banner__text">{t("shell.offline")}</span>
        </p>
      )}
    </div>
  );
}
