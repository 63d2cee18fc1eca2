import { LatestBuildResponse } from "@reelhouse/contract";
import { queryOptions } from "@tanstack/react-query";

/** Spec §9: the build check runs hourly, the first time one hour after the page loaded. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The deployed build id, seeded with the id this tab runs so the first request waits a full
 * interval, then refetched hourly, hidden tab or not.
 */
export function latestBuildQuery(runningBuildId: string) {
  return queryOptions({
    queryKey: ["builds", "latest"],
    queryFn: async () => {
      const response = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: "no-store" });
      if (!response.ok) throw new Error(`Build check failed with ${response.status}`);
      return LatestBuildResponse.parse(await response.json());
    },
    initialData: { id: runningBuildId },
    staleTime: BUILD_CHECK_INTERVAL_MS,
    refetchInterval: BUILD_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });
}
