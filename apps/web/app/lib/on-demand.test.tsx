import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { onDemand } from "./on-demand.ts";

afterEach(cleanup);

describe("a component loaded on demand", () => {
  it("loads its code when it first renders, shows nothing until then, then the component", async () => {
    let loads = 0;
    let finishLoading: () => void = () => {};
    const Bell = onDemand(() => {
      loads += 1;
      return new Promise((resolve) => {
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
