/**
 * Tells the server the browser's time zone (the `tz` cookie, read by the promotions), so a
 * promotion's day starts at the player's own midnight. Written when it is missing or changed.
 */
const COOKIE = "tz";
const YEAR_S = 365 * 24 * 60 * 60;

export function rememberTimeZone(): void {
  if (typeof document === "undefined") return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || document.cookie.split("; ").includes(`${COOKIE}=${encodeURIComponent(zone)}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads.
  document.cookie = `${COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}
