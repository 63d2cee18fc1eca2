import { act, cleanup, render, screen } from "@testing-library/react";
import { type ComponentType, Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_RETRY_DELAY_MS, retryDelayMs } from "./load-code.ts";
import { onDemand, onDemandWhen } from "./on-demand.ts";

afterEach(cleanup);

describe("a component loaded on demand", () => {
  it("loads its code when it first renders, shows nothing until then, then the component", async () => {
    let loads = 0;
    let finishLoading: () => void = () => {};
    const Bell = onDemand(() => {
      loads += 1;
      return new Promise<ComponentType>((resolve) => {
        finishLoading = () => resolve(() => <p>Notifications</p>);
      });
    });
    expect(loads).toBe(0);

    const { container } = render(
      <main>
        <Suspense fallback={null}>
          <Bell />
        </Suspense>
      </main>,
    );
    expect(loads).toBe(1);
    expect(container.querySelector("main")?.textContent).toBe("");

    finishLoading();
    expect(await screen.findByText("Notifications")).toBeTruthy();
    render(
      <Suspense fallback={null}>
        <Bell />
      </Suspense>,
    );
    expect(loads).toBe(1);
  });
});

let isLinkWanted = false;
let loadsWhenWanted = 0;
const LinkHandler = onDemandWhen(
  () => isLinkWanted,
  async () => {
    loadsWhenWanted += 1;
    return () => <p>Handling the link</p>;
  },
);

/** A page that renders the handler again each time `setWanted` changes what it wants. */
let setWanted: (isWanted: boolean) => void = () => {};
function PageWithLinkHandler() {
  const [, rerender] = useState(0);
  setWanted = (isWanted) => {
    isLinkWanted = isWanted;
    rerender((count) => count + 1);
  };
  return (
    <Suspense fallback={null}>
      <LinkHandler />
    </Suspense>
  );
}

describe("a component loaded on demand when wanted", () => {
  it("loads nothing until its condition holds, then stays after it passes", async () => {
    render(<PageWithLinkHandler />);
    expect(loadsWhenWanted).toBe(0);
    expect(screen.queryByText("Handling the link")).toBeNull();

    act(() => setWanted(true));
    expect(await screen.findByText("Handling the link")).toBeTruthy();
    act(() => setWanted(false));
    expect(screen.getByText("Handling the link")).toBeTruthy();
    expect(loadsWhenWanted).toBe(1);
  });
});

describe("a component whose code fails to load", () => {
  afterEach(() => vi.useRealTimers());

  it("tries again until the code arrives, then shows the component, without an error", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let loads = 0;
    const Prompt = onDemand(async () => {
      loads += 1;
      if (loads < 3) throw new TypeError("Failed to fetch dynamically imported module");
      return () => <p>Reality check</p>;
    });
    render(
      <Suspense fallback={null}>
        <Prompt />
      </Suspense>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(loads).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_DELAY_MS));
    expect(loads).toBe(2);
    // The network coming back cuts the longer second wait short.
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(loads).toBe(3);
    expect(screen.getByText("Reality check")).toBeTruthy();
  });
});

describe("retryDelayMs", () => {
  it("doubles from one second up to thirty", () => {
    expect([1, 2, 3, 5, 6, 20].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 16_000, 30_000, 30_000]);
  });
});
