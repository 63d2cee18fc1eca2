/**
 * Spec §2 query behaviour for guests: `openModal=register` (or `register1`) and opening a game
 * (`game=`) send a guest to sign-up. Every theme has a sign-up page (spec §6 "auth page"), so it is
 * always the page rather than a dialog. The rest of the query (referral codes …) goes along. The
 * way back is the page with the game open, kept only when the redirect rule says it stays on the
 * site: once signed up, the player lands in the game they tapped.
 */
import { type Locale, resolveRedirectPath } from "@reelhouse/contract";
import { localizePath } from "./locale.ts";

const REGISTER_MODALS = new Set(["register", "register1"]);

export function guestRedirectFor(url: URL, locale: Locale): string | null {
  const opensRegister = REGISTER_MODALS.has(url.searchParams.get("openModal") ?? "");
  const opensGame = url.searchParams.has("game");
  if (!opensRegister && !opensGame) return null;
  const kept = new URLSearchParams(url.search);
  kept.delete("openModal");
  // Back to the same page with the game open: it is what the guest came for.
  const back = resolveRedirectPath(`${url.pathname}?${kept}`);
  kept.delete("game");
  if (opensGame && back) kept.set("redirectTo", back);
  const query = kept.toString();
  return `${localizePath("/signup/", locale)}${query ? `?${query}` : ""}`;
}
