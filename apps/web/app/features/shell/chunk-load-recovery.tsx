import { buildsApi } from "@reelhouse/contract/client";
import { useEffect } from "react";
import { callApi } from "~/lib/api-client.ts";
import { isNewBuild, runningBuildId } from "./build-id.ts";
import { reloadOnce } from "./reload.ts";

/**
 * Spec §8: a chunk that fails to load reloads the page. Vite reports a dynamic import that failed
 * as `vite:preloadError`; it fails for good only when a new build replaced the file, so the page
 * asks which build is deployed and reloads into it when it changed. When the server does not answer
 * or runs this same build, the download failed on the way (a restart, a dropped network): the
 * importer tries again (lib/load-code.ts) and the page stays as it is.
 */
export function ChunkLoadRecovery(): null {
  useEffect(() => {
    const onPreloadError = () => void reloadIfRebuilt();
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return null;
}

export async function reloadIfRebuilt(): Promise<void> {
  const latest = await callApi(buildsApi.getLatestBuild, { query: { timestamp: Date.now() } }).then(
    ({ id }) => id,
    () => null,
  );
  if (isNewBuild(runningBuildId(), latest)) reloadOnce();
}
