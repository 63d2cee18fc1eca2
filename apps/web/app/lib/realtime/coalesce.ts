/**
 * Runs `task` when asked, at most one run at a time: asked while a run is in flight, it runs once
 * more after it, however often it was asked meanwhile. A burst of realtime messages then costs two
 * root revalidations, not one each, and the last run starts after the last message arrived.
 */
export function coalesce(task: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let isRunning = false;
  let isQueued = false;

  const run = async () => {
    isRunning = true;
    try {
      do {
        isQueued = false;
        await task().catch(onError);
      } while (isQueued);
    } finally {
      isRunning = false;
    }
  };

  return () => {
    if (isRunning) isQueued = true;
    else void run();
  };
}
