import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { localeFromPath, localizePath, stripLocale } from "~/lib/locale.ts";
import type { LocationCheckResult } from "./location-check.ts";
import { recalledLocationCheck, rememberLocationCheck } from "./location-memory.ts";
import type { GeoblockReason } from "./reasons.ts";

/** Pages a located-out player may still read: the geoblock page itself and the editorial pages. */
function isOpenToEveryone(pathname: string): boolean {
  const bare = stripLocale(pathname);
  return bare.includes("geoblock") || bare.startsWith("/page/");
}

/**
 * Spec §6: a geolocation check gates access for signed-in players. The browser's position is
 * checked against the rules once per half hour; a blocked, denied or unavailable location sends the
 * player to the geoblock page with the reason, and keeps sending them there until a check passes.
 */
export function LocationGate() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (isOpenToEveryone(pathname)) return;
    let isCurrent = true;
    const goToGeoblock = (reason: GeoblockReason) =>
      navigate(`${localizePath("/geoblock/", localeFromPath(pathname))}?reason=${reason}`, { replace: true });
    const stored = recalledLocationCheck(Date.now());
    if (stored) {
      if (stored.reason) goToGeoblock(stored.reason);
      return;
    }
    // The check's code comes with the check, which waits seconds for a position anyway, so no guest
    // page carries it. Code that cannot load cannot place the player either.
    import("./location-check.ts")
      .then(({ checkLocation }) => checkLocation())
      .catch((): LocationCheckResult => ({ ok: false, reason: "apiError" }))
      .then((result) => {
        rememberLocationCheck(result, Date.now());
        if (!result.ok && isCurrent) goToGeoblock(result.reason);
      });
    return () => {
      isCurrent = false;
    };
  }, [pathname, navigate]);

  return null;
}
