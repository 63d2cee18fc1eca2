import type { Notification, NotificationsData } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { NotificationBell } from "./notification-bell.tsx";

const api = setupApi();
/** The bodies of the requests that marked notifications read, in order. */
let readRequests: unknown[] = [];
beforeEach(() => {
  readRequests = [];
});

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

/** A server holding `stored`: the list answers it, marking read changes it. */
function serve(stored: NotificationsData) {
  let current = stored;
  api.use(
    http.get("/rest/notifications/", () => ok(current)),
    http.post("/rest/notifications/read/", async ({ request }) => {
      const body = (await request.json()) as { ids?: number[] };
      readRequests.push(body);
      const notifications = current.notifications.map((item) =>
        item.readAt === null && (!body.ids || body.ids.includes(item.id))
          ? { ...item, readAt: new Date().toISOString() }
          : item,
      );
      const unreadCount = notifications.filter(({ readAt }) => readAt === null).length;
      current = { notifications, unreadCount };
      return ok({ unreadCount });
    }),
  );
}

function renderBell() {
  return renderWithProviders([{ path: "/", Component: NotificationBell }]);
}

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
    await waitFor(() => expect(readRequests).toEqual([{ ids: [7] }]));
    await screen.findByRole("button", { name: "Notifications" });
    expect(screen.getByRole("status").textContent).toBe("");
    // What was new when the panel opened stays marked while it is open.
    expect(within(panel).getAllByText("New:", { exact: false })).toHaveLength(1);

    fireEvent.click(within(panel).getByRole("button", { name: en.notifications.markAllRead }));
    await waitFor(() => expect(readRequests).toEqual([{ ids: [7] }, {}]));
    expect(within(panel).queryByText("New:", { exact: false })).toBeNull();
  });

  it("says so when there is nothing yet", async () => {
    serve({ notifications: [], unreadCount: 0 });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications" });
    await waitFor(() => expect((bell as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(bell);
    expect(await screen.findByText(en.notifications.empty)).toBeTruthy();
    expect(readRequests).toEqual([]);
  });
});
