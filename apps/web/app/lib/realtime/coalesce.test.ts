import { describe, expect, it, vi } from "vitest";
import { coalesce } from "./coalesce.ts";

/** A task whose runs finish when the test says. */
function controlledTask() {
  const finishes: (() => void)[] = [];
  const task = vi.fn(() => new Promise<void>((resolve) => finishes.push(resolve)));
  const finishRun = async () => {
    finishes.shift()?.();
    // Lets the coalescer see the end of the run and start the next one.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { task, finishRun };
}

describe("coalesce", () => {
  it("runs at once when idle", () => {
    const { task } = controlledTask();
    coalesce(task, vi.fn())();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("keeps at most one run in flight and one queued, however often it is asked meanwhile", async () => {
    const { task, finishRun } = controlledTask();
    const request = coalesce(task, vi.fn());
    request();
    request();
    request();
    request();
    expect(task).toHaveBeenCalledTimes(1);
    await finishRun();
    expect(task).toHaveBeenCalledTimes(2);
    await finishRun();
    expect(task).toHaveBeenCalledTimes(2);

    // Idle again: the next request runs at once.
    request();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it("runs again for a request made during the queued run", async () => {
    const { task, finishRun } = controlledTask();
    const request = coalesce(task, vi.fn());
    request();
    request();
    await finishRun();
    request();
    await finishRun();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it("reports a failed run and goes on with the queued one", async () => {
    const onError = vi.fn();
    const task = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    const request = coalesce(task, onError);
    request();
    request();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(2));
    expect(onError).toHaveBeenCalledWith(new Error("offline"));
  });
});
