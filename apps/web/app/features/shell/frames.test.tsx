import { PROMOTIONS_PAGE_SKELETON_COUNT } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { DefaultFrame } from "./frames.tsx";

/** Longer than a navigation may take before the frame shows placeholders. */
const SLOW_MS = 1_000;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A page with a field the player types in, and ways to navigate from it. */
function SearchPage() {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  return (
    <DefaultFrame>
      <input
        type="search"
        aria-label="Search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="button" onClick={() => navigate("/")}>
        Lobby
      </button>
      <button type="button" onClick={() => navigate("/elsewhere")}>
        Elsewhere
      </button>
      <button type="button" onClick={() => navigate("/es/promotions")}>
        Promotions
      </button>
    </DefaultFrame>
  );
}

function Elsewhere() {
  return <p>Elsewhere</p>;
}

/** The page at `/`, whose loader answers the first time and then only when the test says. */
function renderSearchPage() {
  let loads = 0;
  let answer = () => {};
  const pending = () =>
    new Promise<null>((resolve) => {
      answer = () => resolve(null);
    });
  renderWithProviders([
    { path: "/", Component: SearchPage, loader: () => (loads++ === 0 ? null : pending()) },
    { path: "/elsewhere", Component: Elsewhere, loader: pending },
    { path: "/es/promotions", Component: Elsewhere, loader: pending },
  ]);
  return { answer: () => act(async () => answer()) };
}

/** The field, found whether shown or hidden. */
const typed = () => document.querySelector<HTMLInputElement>('input[type="search"]')?.value;
const passSlowly = () => act(() => vi.advanceTimersByTimeAsync(SLOW_MS));

describe("the page frame during navigations", () => {
  it("keeps the page in view, and what the player typed, while the same page is asked again", async () => {
    const loader = renderSearchPage();
    fireEvent.change(await screen.findByRole("searchbox", { name: "Search" }), {
      target: { value: "gold rush" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Lobby" }));
    await passSlowly();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("value", "gold rush");
    await loader.answer();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("value", "gold rush");
  });

  it("shows placeholders over a slow navigation to another page, with the page kept beneath them", async () => {
    renderSearchPage();
    fireEvent.change(await screen.findByRole("searchbox", { name: "Search" }), {
      target: { value: "gold rush" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    await passSlowly();
    expect(screen.getByRole("progressbar", { name: en.common.loading })).toBeTruthy();
    expect(screen.queryByRole("searchbox", { name: "Search" })).toBeNull();
    expect(typed()).toBe("gold rush");
    const placeholders = screen.getByRole("status", { name: en.common.loading });
    expect(placeholders.querySelectorAll(".skeleton__block")).toHaveLength(6);
  });

  it("shows a promotions page coming slowly as its six promotion cards (spec §9)", async () => {
    renderSearchPage();
    fireEvent.click(await screen.findByRole("button", { name: "Promotions" }));
    await passSlowly();
    const placeholders = screen.getByRole("status", { name: en.common.loading });
    expect(placeholders.classList.contains("skeleton--card")).toBe(true);
    expect(placeholders.querySelectorAll(".skeleton__block")).toHaveLength(PROMOTIONS_PAGE_SKELETON_COUNT);
  });
});
