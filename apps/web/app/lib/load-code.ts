/**
 * Code the page loads after its first scripts (a dialog, the cash widget, the realtime client) may
 * be asked for while the server restarts or the network drops. Such a download is tried again until
 * it arrives, so the page heals in place instead of leaving a hole or an error where it was. A file
 * that is gone because a new build was deployed is a different matter: the shell's chunk-load
 * recovery reloads the page into the new build.
 */

/** The first wait after a failed download; each further failure doubles it, up to the longest. */
export const FIRST_RETRY_DELAY_MS = 1_000;
export const LONGEST_RETRY_DELAY_MS = 30_000;

export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failures - 1), LONGEST_RETRY_DELAY_MS);
}

/** Runs `load` until it succeeds; on the server, where code is on disk, a failure is thrown on. */
export async function loadCode<T>(load: () => Promise<T>): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === "undefined") throw error;
      if (failures === 1) console.warn("Code did not load; trying again until it does", error);
      await nextTry(retryDelayMs(failures));
    }
  }
}

/** After the delay, or as soon as the browser says the network is back, whichever comes first. */
function nextTry(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const goOn = () => {
      clearTimeout(timer);
      window.removeEventListener("online", goOn);
      resolve();
    };
    const timer = setTimeout(goOn, delayMs);
    window.addEventListener("online", goOn);
  });
}
