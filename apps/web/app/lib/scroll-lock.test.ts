import { afterEach, describe, expect, it, vi } from "vitest";
import {
  APPLE_MOBILE_LOCK_DELAY_MS,
  isAppleMobile,
  lockScroll,
  openModalCount,
  unlockScroll,
} from "./scroll-lock.ts";

afterEach(() => {
  while (openModalCount() > 0) unlockScroll();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("scroll lock", () => {
  it("locks on the first modal and restores only when the last closes", () => {
    lockScroll();
    expect(document.body.style.overflow).toBe("hidden");
    lockScroll();
    unlockScroll();
    expect(document.body.style.overflow).toBe("hidden");
    unlockScroll();
    expect(document.body.style.overflow).toBe("");
    unlockScroll();
    expect(openModalCount()).toBe(0);
  });

  it("pins the body after 300 ms on Apple mobile devices and puts the scroll back", () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)",
    );
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    Object.defineProperty(window, "scrollY", { value: 420, configurable: true });

    lockScroll();
    expect(document.body.style.position).toBe("");
    vi.advanceTimersByTime(APPLE_MOBILE_LOCK_DELAY_MS);
    expect(document.body.style.position).toBe("fixed");
    expect(document.body.style.top).toBe("-420px");

    unlockScroll();
    expect(document.body.style.position).toBe("");
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it("recognises iPadOS posing as a Mac", () => {
    expect(isAppleMobile({ userAgent: "Macintosh", platform: "MacIntel", maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: "Macintosh", platform: "MacIntel", maxTouchPoints: 0 })).toBe(false);
  });
});
