/**
 * Keeps a long-open tab current (spec §4, §9): hourly it asks for the latest build id and offers a
 * refresh when it changed; after 120 minutes hidden it reloads when the player comes back, unless a
 * modal or the cash widget is open, in which case it waits until they close.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "~/components/ui/toast.tsx";
import { openModalCount } from "~/lib/scroll-lock.ts";

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const HIDDEN_RELOAD_AFTER_MS = 120 * 60 * 1000;
/** Spec §9: the reload guard remembers the reloaded path for 10 seconds, so a reload never loops. */
export const RELOAD_GUARD_MS = 10_000;
const DEFERRED_RELOAD_POLL_MS = 5_000;
const RELOAD_GUARD_KEY = "reelhouse:reload-guard";

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

export function Freshness() {
  useBuildCheck();
  useHiddenTabReload();
  return null;
}

export function isNewBuild(current: string | undefined, latest: unknown): boolean {
  return Boolean(current) && typeof latest === "string" && latest.length > 0 && latest !== current;
}

function useBuildCheck(): void {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    const current = window.__reactRouterManifest?.version;
    if (!current) return;
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: "no-store" });
        if (!response.ok) return;
        const { id } = (await response.json()) as { id?: unknown };
        if (!isNewBuild(current, id)) return;
        clearInterval(timer);
        toast.show({
          message: t("shell.updateAvailable"),
          durationMs: null,
          actions: [{ label: t("shell.refresh"), onClick: () => window.location.reload() }],
        });
      } catch {
        // Offline or server restarting: the next check will tell.
      }
    }, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [t, toast]);
}

export function isBusyWithModalOrCash(): boolean {
  return openModalCount() > 0 || window.location.hash.includes("cash");
}

/** True unless this same path was reloaded by us within the guard window. */
export function mayReload(path: string, now: number, guard: string | null): boolean {
  if (!guard) return true;
  try {
    const { path: guardedPath, at } = JSON.parse(guard) as { path: string; at: number };
    return guardedPath !== path || now - at >= RELOAD_GUARD_MS;
  } catch {
    return true;
  }
}

function reloadOnce(): void {
  const path = window.location.pathname;
  const now = Date.now();
  if (!mayReload(path, now, sessionStorage.getItem(RELOAD_GUARD_KEY))) return;
  sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
  window.location.reload();
}

function useHiddenTabReload(): void {
  useEffect(() => {
    let hiddenAt: number | null = document.hidden ? Date.now() : null;
    let deferred: ReturnType<typeof setInterval> | undefined;

    const onVisibilityChange = () => {
      if (document.hidden) {
        hiddenAt = Date.now();
        return;
      }
      const wasHiddenFor = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (wasHiddenFor < HIDDEN_RELOAD_AFTER_MS) return;
      if (!isBusyWithModalOrCash()) return reloadOnce();
      clearInterval(deferred);
      deferred = setInterval(() => {
        if (isBusyWithModalOrCash()) return;
        clearInterval(deferred);
        reloadOnce();
      }, DEFERRED_RELOAD_POLL_MS);
    };
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      clearInterval(deferred);
    };
  }, []);
}
