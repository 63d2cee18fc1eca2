import type { Notification, NotificationsData } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { mockFetchPerTest } from "~/lib/fetch-mock.test-support.ts";
import { getI18n } from "~/lib/i18n/index.ts";
import { createQueryClient } from "~/lib/query-client.ts";
import { NotificationBell } from "./notification-bell.tsx";

const fetchMock = mockFetchPerTest();

const welcome: Notification = {
  id: 7,
  kind: "bonusReceived",
  values: { source: "grant", reason: "welcome", coins: 10_000_000, entries: 200 },
  createdAt: new Date().toISOString(),
  readAt: null,
};
const refund: Notification = {
  id: 3,
  kind: "purchaseRefunded",
  values: { priceMinor: 999, coins: 1_000_000, entries: 1_000 },
  createdAt: "2026-01-01T12:00:00.000Z",
  readAt: "2026-01-01T13:00:00.000Z",
};

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

/** A server holding `stored`: the list answers it, marking read changes it. */
function serve(stored: NotificationsData) {
  let current = stored;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === "/rest/notifications/" && (init?.method ?? "GET") === "GET") {
      return answer({ success: true, data: current });
    }
    if (String(input) === "/rest/notifications/read/" && init?.method === "POST") {
      const { ids } = JSON.parse(String(init.body)) as { ids?: number[] };
      const notifications = current.notifications.map((item) =>
        item.readAt === null && (!ids || ids.includes(item.id))
          ? { ...item, readAt: new Date().toISOString() }
          : item,
      );
      const unreadCount = notifications.filter(({ readAt }) => readAt === null).length;
      current = { notifications, unreadCount };
      return answer({ success: true, data: { unreadCount } });
    }
    throw new Error(`unexpected ${init?.method} ${String(input)}`);
  });
}

function renderBell() {
  const Stub = createRoutesStub([{ path: "/", Component: NotificationBell }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={getI18n("en")}>
        <Stub initialEntries={["/"]} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const readRequests = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === "/rest/notifications/read/")
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("the notification bell", () => {
  it("shows and announces the unread count, and opening it marks what it lists read", async () => {
    serve({ notifications: [welcome, refund], unreadCount: 1 });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(within(bell).getByText("1")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("1 unread notification");

    await waitFor(() => expect((bell as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(bell);
    const panel = screen.getByRole("dialog", { name: en.notifications.title });
    const items = await within(panel).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "New: Welcome bonusYou received 100,000 coins and 2 free entries.Just now",
      "Purchase refundedWe refunded your purchase of $9.99 and took back 10,000 coins and 10 free entries.Jan 1, 2026",
    ]);
    await waitFor(() => expect(readRequests()).toEqual([{ ids: [7] }]));
    await screen.findByRole("button", { name: "Notifications" });
    expect(screen.getByRole("status").textContent).toBe("");
    // What was new when the panel opened stays marked while it is open.
    expect(within(panel).getAllByText("New:", { exact: false })).toHaveLength(1);

    fireEvent.click(within(panel).getByRole("button", { name: en.notifications.markAllRead }));
    await waitFor(() => expect(readRequests()).toEqual([{ ids: [7] }, {}]));
    expect(within(panel).queryByText("New:", { exact: false })).toBeNull();
  });

  it("says so when there is nothing yet", async () => {
    serve({ notifications: [], unreadCount: 0 });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications" });
    await waitFor(() => expect((bell as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(bell);
    expect(await screen.findByText(en.notifications.empty)).toBeTruthy();
    expect(readRequests()).toEqual([]);
  });
});
