import type { HistoryTransaction } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { failure, ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { type HistoryFilter, type HistoryPage, historyFilterFrom } from "./api.ts";
import { TransactionHistory } from "./transaction-history.tsx";

const api = setupApi();

const transaction = (id: number, fields: Partial<HistoryTransaction>): HistoryTransaction => ({
  id,
  kind: "bet",
  createdAt: "2026-03-14T15:00:00.000Z",
  coins: 0,
  entries: 0,
  ...fields,
});

const FIRST_PAGE: HistoryPage = {
  transactions: [
    transaction(13, { kind: "win", coins: 2_500_000 }),
    transaction(12, { kind: "bet", coins: -100_000 }),
    transaction(11, { kind: "bet", coins: -25 }),
    transaction(10, { kind: "grant", coins: 25_000_000, entries: 500 }),
  ],
  nextCursor: 10,
};

function HistoryRoute() {
  const { filter, firstPage } = useLoaderData<{ filter: HistoryFilter; firstPage: HistoryPage }>();
  return <TransactionHistory key={JSON.stringify(filter)} filter={filter} firstPage={firstPage} />;
}

/** The history page as its route shows it; the filters its loader was asked for, in order. */
function renderHistory(firstPage: HistoryPage = FIRST_PAGE, url = "/transactions") {
  const filters: HistoryFilter[] = [];
  renderWithProviders(
    [
      {
        path: "/transactions",
        Component: HistoryRoute,
        loader: ({ request }: LoaderFunctionArgs) => {
          const filter = historyFilterFrom(new URL(request.url).searchParams);
          filters.push(filter);
          return { filter, firstPage };
        },
      },
    ],
    { url, player: {} },
  );
  return filters;
}

/** Each row as the player reads it: type, coins, entries. */
function rows() {
  const table = screen.getByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(1)
        .map((cell) => cell.textContent),
    );
}

describe("historyFilterFrom", () => {
  it("keeps a known currency and type, and drops what it does not know", () => {
    expect(historyFilterFrom(new URLSearchParams("currency=entries&kind=win"))).toEqual({
      currency: "entries",
      kind: "win",
    });
    expect(historyFilterFrom(new URLSearchParams("currency=gold&kind=jackpot"))).toEqual({});
  });
});

describe("the transaction history", () => {
  it("lists each change with its type and exact signed amounts: coins whole unless a fraction moved, entries to the cent", async () => {
    renderHistory();
    await screen.findByRole("table");
    expect(rows()).toEqual([
      [en.wallet.history.kinds.win, "+25,000", ""],
      [en.wallet.history.kinds.bet, "−1,000", ""],
      [en.wallet.history.kinds.bet, "−0.25", ""],
      [en.wallet.history.kinds.grant, "+250,000", "+5.00"],
    ]);
  });

  it("says so when there is nothing to show, with no way to ask for more", async () => {
    renderHistory({ transactions: [], nextCursor: null });
    expect(await screen.findByText(en.wallet.history.empty)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: en.wallet.history.loadMore })).toBeNull();
  });

  it("loads older transactions before the last one shown, with the filter, and adds them below", async () => {
    const asked: string[] = [];
    api.use(
      http.get("/rest/player/transactions/", ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok({
          transactions: [transaction(9, { kind: "purchase", coins: 50_000_000 })],
          nextCursor: null,
        });
      }),
    );
    renderHistory(FIRST_PAGE, "/transactions?currency=coins");
    fireEvent.click(await screen.findByRole("button", { name: en.wallet.history.loadMore }));

    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[4]).toEqual([en.wallet.history.kinds.purchase, "+500,000", ""]);
    expect(asked).toEqual(["?currency=coins&before=10"]);
    // The last page: nothing older to ask for.
    expect(screen.queryByRole("button", { name: en.wallet.history.loadMore })).toBeNull();
  });

  it("says when older transactions could not be loaded, keeping the ones shown", async () => {
    api.use(http.get("/rest/player/transactions/", () => failure("NOT_FOUND", "Not found")));
    renderHistory();
    fireEvent.click(await screen.findByRole("button", { name: en.wallet.history.loadMore }));

    expect((await screen.findByRole("alert")).textContent).toBe(en.wallet.history.loadFailed);
    expect(rows()).toHaveLength(4);
  });

  it("filters by currency and type through the page's address", async () => {
    const filters = renderHistory();
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText(en.wallet.history.currency), { target: { value: "entries" } });
    fireEvent.change(screen.getByLabelText(en.wallet.history.kind), { target: { value: "grant" } });
    fireEvent.click(screen.getByRole("button", { name: en.wallet.history.filter }));

    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/transactions?currency=entries&kind=grant"),
    );
    await waitFor(() => expect(filters.at(-1)).toEqual({ currency: "entries", kind: "grant" }));
  });
});
