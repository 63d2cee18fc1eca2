import { useEffect } from "react";
import { reloadOnce } from "./reload.ts";

/**
 * Vite reports a dynamic import whose file is gone as `vite:preloadError`; the navigation that
 * needed it cannot go on, so the page reloads into the deployed build.
 */
export function ChunkLoadRecovery(): null {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return null;
}
