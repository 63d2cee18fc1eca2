import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  NOTICE_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  ToastProvider,
  toastProgress,
  useToast,
} from "./toast.tsx";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Trigger({ options }: { options: Parameters<ReturnType<typeof useToast>["show"]>[0] }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Show
    </button>
  );
}

function renderWith(options: Parameters<ReturnType<typeof useToast>["show"]>[0]) {
  render(
    <ToastProvider dismissLabel="Dismiss">
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Show" }));
}

describe("toastProgress", () => {
  it("is clamped between 0 and 1", () => {
    expect(toastProgress(0, 3000)).toBe(1);
    expect(toastProgress(1500, 3000)).toBe(0.5);
    expect(toastProgress(4000, 3000)).toBe(0);
    expect(toastProgress(-50, 3000)).toBe(1);
    expect(toastProgress(10, 0)).toBe(0);
  });
});

describe("Toast", () => {
  it("closes itself after 3 s by default", () => {
    renderWith({ message: "Saved" });
    expect(screen.getByRole("status").textContent).toContain("Saved");
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText("Saved")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("shows errors as alerts for the notice duration", () => {
    renderWith({ message: "Wrong password", tone: "dark", durationMs: NOTICE_TOAST_DURATION_MS });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText("Wrong password")).not.toBeNull();
    act(() => vi.advanceTimersByTime(NOTICE_TOAST_DURATION_MS - TOAST_DURATION_MS));
    expect(screen.queryByText("Wrong password")).toBeNull();
  });

  it("pauses its countdown while hovered and resumes with the time left", () => {
    renderWith({ message: "Hover me" });
    const toast = screen.getByText("Hover me").closest(".toast") as HTMLElement;
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText("Hover me")).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText("Hover me")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Hover me")).toBeNull();
  });

  it("keeps a toast without duration until an action or dismiss", () => {
    const onRefresh = vi.fn();
    renderWith({
      message: "New version",
      durationMs: null,
      actions: [{ label: "Refresh", onClick: onRefresh }],
    });
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.queryByText("New version")).toBeNull();
  });

  it("hides the progress bar when asked", () => {
    renderWith({ message: "Quiet", showProgress: false });
    expect(document.querySelector(".toast__progress")).toBeNull();
  });
});
