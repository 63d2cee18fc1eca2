/**
 * Keeps a long-open tab current (spec §4, §9): hourly, and at once when the realtime `app` message
 * says a new build is out, it asks for the latest build id and offers a refresh when it changed.
 * After 120 minutes hidden, or when the operator's `app` message asks every tab to reload, it
 * reloads, unless a modal or the cash widget is open, in which case it waits until they close.
 * None of this is needed for the first paint, so the root loads it on demand.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "~/components/ui/toast.tsx";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { latestBuildQuery } from "./api.ts";
import { isNewBuild, runningBuildId } from "./build-id.ts";
import { reloadWhenFree } from "./reload.ts";

export const HIDDEN_RELOAD_AFTER_MS = 120 * 60 * 1000;

export function Freshness() {
  useBuildCheck();
  useHiddenTabReload();
  useReloadMessage();
  return null;
}

function useBuildCheck(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const [runningId] = useState(runningBuildId);
  const { data, refetch } = useQuery({
    ...latestBuildQuery(runningId ?? ""),
    enabled: Boolean(runningId),
  });
  const latestId = data?.id;
  const notified = useRef(false);

  useRealtimeMessage("app", ({ action }) => {
    if (action === "newBuild" && runningId) void refetch();
  });

  useEffect(() => {
    if (notified.current || !isNewBuild(runningId, latestId)) return;
    notified.current = true;
    toast.show({
      message: t("shell.updateAvailable"),
      durationMs: null,
      actions: [{ label: t("shell.refresh"), onClick: () => window.location.reload() }],
    });
  }, [latestId, runningId, t, toast]);
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
