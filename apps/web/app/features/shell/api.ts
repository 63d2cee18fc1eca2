import { buildsApi } from "@reelhouse/contract/client";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";

/** Spec §9: the build check runs hourly, the first time one hour after the page loaded. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The deployed build id, seeded with the id this tab runs so the first request waits a full
 * interval, then refetched hourly, hidden tab or not.
 */
export function latestBuildQuery(runningBuildId: string) {
  return queryOptions({
    queryKey: ["builds", "latest"],
    // Spec §7: the timestamp keeps every cache on the way from answering an old build.
    queryFn: () => callApi(buildsApi.getLatestBuild, { query: { timestamp: Date.now() } }),
    initialData: { id: runningBuildId },
    staleTime: BUILD_CHECK_INTERVAL_MS,
    refetchInterval: BUILD_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });
}
