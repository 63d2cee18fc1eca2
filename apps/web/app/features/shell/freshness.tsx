/**
 * Keeps a long-open tab current (spec §4, §9): hourly, and at once when the realtime `app` message
 * says a new build is out, it asks for the latest build id and offers a refresh when it changed.
 * After 120 minutes hidden, or when the operator's `app` message asks every tab to reload, it
 * reloads, unless a modal or the cash widget is open, in which case it waits until they close.
 * A page's code that can no longer be loaded (a deploy removed the old build's files) reloads the
 * page at once (spec §8 chunk load failure), through the same guard, so a reload never loops.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "~/components/ui/toast.tsx";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { openModalCount } from "~/lib/scroll-lock.ts";
import { latestBuildQuery } from "./api.ts";

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
  useReloadMessage();
  useChunkLoadRecovery();
  return null;
}

export function isNewBuild(current: string | undefined, latest: unknown): boolean {
  return Boolean(current) && typeof latest === "string" && latest.length > 0 && latest !== current;
}

function useBuildCheck(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const [runningBuildId] = useState(() =>
    typeof window === "undefined" ? undefined : window.__reactRouterManifest?.version,
  );
  const { data, refetch } = useQuery({
    ...latestBuildQuery(runningBuildId ?? ""),
    enabled: Boolean(runningBuildId),
  });
  const latestId = data?.id;
  const notified = useRef(false);

  useRealtimeMessage("app", ({ action }) => {
    if (action === "newBuild" && runningBuildId) void refetch();
  });

  useEffect(() => {
    if (notified.current || !isNewBuild(runningBuildId, latestId)) return;
    notified.current = true;
    toast.show({
      message: t("shell.updateAvailable"),
      durationMs: null,
      actions: [{ label: t("shell.refresh"), onClick: () => window.location.reload() }],
    });
  }, [latestId, runningBuildId, t, toast]);
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

/** Reloads now, or once no modal or cash widget is open; answers the way to stop waiting. */
function reloadWhenFree(): () => void {
  if (!isBusyWithModalOrCash()) {
    reloadOnce();
    return () => {};
  }
  const deferred = setInterval(() => {
    if (isBusyWithModalOrCash()) return;
    clearInterval(deferred);
    reloadOnce();
  }, DEFERRED_RELOAD_POLL_MS);
  return () => clearInterval(deferred);
}

function useHiddenTabReload(): void {
  useEffect(() => {
    let hiddenAt: number | null = document.hidden ? Date.now() : null;
    let stopWaiting = () => {};

    const onVisibilityChange = () => {
      if (document.hidden) {
        hiddenAt = Date.now();
        return;
      }
      const wasHiddenFor = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (wasHiddenFor < HIDDEN_RELOAD_AFTER_MS) return;
      stopWaiting();
      stopWaiting = reloadWhenFree();
    };
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      stopWaiting();
    };
  }, []);
}

/** The operator's `app`/`reload` message (spec §7): every open tab reloads, as after a long absence. */
function useReloadMessage(): void {
  const stopWaiting = useRef(() => {});
  useEffect(() => () => stopWaiting.current(), []);
  useRealtimeMessage("app", ({ action }) => {
    if (action !== "reload") return;
    stopWaiting.current();
    stopWaiting.current = reloadWhenFree();
  });
}

/**
 * Vite reports a dynamic import whose file is gone as `vite:preloadError`; the navigation that
 * needed it cannot go on, so the page reloads into the deployed build.
 */
function useChunkLoadRecovery(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
}
