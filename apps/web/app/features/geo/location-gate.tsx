import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { setEntriesOff } from "~/lib/game-mode.ts";
import { localeFromPath, localizePath, stripLocale } from "~/lib/locale.ts";
import { useLocalizedPath } from "~/lib/use-site.ts";
import { type LocationCheckResult, settleEntries } from "./location-check.ts";
import { recalledLocationCheck, rememberLocationCheck } from "./location-memory.ts";
import { type GeoblockReason, isDeclined } from "./reasons.ts";

/** Pages a located-out player may still read: the geoblock page itself and the editorial pages. */
function isOpenToEveryone(pathname: string): boolean {
  const bare = stripLocale(pathname);
  return bare.includes("geoblock") || bare.startsWith("/page/");
}

/** Whether the browser will ask the player (`prompt`), or has its answer already; `unknown` without the API. */
async function locationPermission(): Promise<PermissionState | "unknown"> {
  try {
    return (await navigator.permissions.query({ name: "geolocation" })).state;
  } catch {
    return "unknown";
  }
}

/**
 * Spec §6: a geolocation check gates access for signed-in players. The browser's position is
 * checked against the rules once per half hour; a blocked or unavailable location sends the player
 * to the geoblock page with the reason, and keeps sending them there until a check passes. A
 * player who declines to share it (or whose browser cannot) plays on with coins, entries off; so
 * does one located where only coins are allowed.
 * A player the browser has not asked yet is told why first, and the browser asks when they go on.
 */
export function LocationGate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [goOn, setGoOn] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (isOpenToEveryone(pathname)) return;
    let isCurrent = true;
    const goToGeoblock = (reason: GeoblockReason) =>
      navigate(`${localizePath("/geoblock/", localeFromPath(pathname))}?reason=${reason}`, { replace: true });
    // Declining to be located costs entries, not the site: coins play on (lib/game-mode.ts).
    const settle = (reason: GeoblockReason | null) => {
      if (reason && isDeclined(reason)) setEntriesOff("locationDeclined");
      else if (reason) goToGeoblock(reason);
    };
    const stored = recalledLocationCheck(Date.now());
    if (stored) {
      settle(stored.reason);
      return;
    }
    // The check's code comes with the check, which waits seconds for a position anyway, so no guest
    // page carries it. Code that cannot load cannot place the player either.
    const check = () =>
      import("./location-check.ts")
        .then(({ checkLocation }) => checkLocation())
        .catch((): LocationCheckResult => ({ ok: false, reason: "apiError" }))
        .then((result) => {
          rememberLocationCheck(result, Date.now());
          if (result.ok) settleEntries(result);
          else if (isCurrent) settle(result.reason);
        });
    void locationPermission().then((permission) => {
      if (!isCurrent) return;
      if (permission !== "prompt") return void check();
      setGoOn(() => () => {
        setGoOn(null);
        void check();
      });
    });
    return () => {
      isCurrent = false;
      setGoOn(null);
    };
  }, [pathname, navigate]);

  // One question at a time (lib/dialog-queue.ts): after the registration step, before the welcome.
  const isAlone = useDialogTurn("location-explanation", goOn !== null, DIALOG_PRIORITY.locationExplanation);
  return goOn && isAlone ? <LocationExplanation onContinue={goOn} /> : null;
}

/** Why the site asks for the location, before the browser does: the one way on is to answer it. */
function LocationExplanation({ onContinue }: { onContinue(): void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Modal isOpen title={t("geoblock.explain.title")}>
      <p>{t("geoblock.explain.body")}</p>
      <p>{t("geoblock.explain.next")}</p>
      <div className="form__actions location-explanation__actions">
        <Button size="lg" onClick={onContinue}>
          {t("geoblock.explain.continue")}
        </Button>
        <Link to={to("/page/terms")}>{t("geoblock.terms")}</Link>
      </div>
    </Modal>
  );
}
