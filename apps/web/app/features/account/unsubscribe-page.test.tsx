import type { UnsubscribeLinkState } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { UnsubscribePage } from "./unsubscribe-page.tsx";

const api = setupApi();
const TOKEN = "player-1.email.signature";
const EMAIL: UnsubscribeLinkState = { channel: "email", isSubscribed: true };

/** The server as the page's calls find it: each change recorded and answered. */
function serve() {
  const changes: unknown[] = [];
  api.use(
    http.post("/rest/unsubscribe/link/", async ({ request }) => {
      const body = (await request.json()) as { token: string; isSubscribed: boolean };
      changes.push(body);
      return HttpResponse.json({
        success: true,
        data: { channel: "email", isSubscribed: body.isSubscribed },
      });
    }),
  );
  return changes;
}

const withChannel = (text: string, channel: string) => text.replace("{{channel}}", channel);

describe("the unsubscribe page", () => {
  it("unsubscribes once the page runs, says so, and subscribes again on request", async () => {
    const changes = serve();
    renderWithProviders(<UnsubscribePage token={TOKEN} initial={EMAIL} />, { url: "/unsubscribe" });
    expect(await screen.findByRole("heading", { name: en.account.unsubscribe.doneTitle })).toBeTruthy();
    expect(screen.getByText(withChannel(en.account.unsubscribe.done, "email"))).toBeTruthy();
    expect(changes).toEqual([{ token: TOKEN, isSubscribed: false }]);
    // A guest is offered to sign in to manage the rest.
    expect(
      screen.getByRole("link", { name: en.account.unsubscribe.signInToManage }).getAttribute("href"),
    ).toBe("/signin?redirectTo=%2Fprofile%23subscription");

    fireEvent.click(screen.getByRole("button", { name: en.account.unsubscribe.resubscribe }));
    expect(
      await screen.findByRole("heading", { name: en.account.unsubscribe.resubscribedTitle }),
    ).toBeTruthy();
    expect(changes).toEqual([
      { token: TOKEN, isSubscribed: false },
      { token: TOKEN, isSubscribed: true },
    ]);
  });

  it("says a link already used is done, in Spanish, and links a signed-in player to the subscription tab", async () => {
    const changes = serve();
    renderWithProviders(<UnsubscribePage token={TOKEN} initial={{ channel: "sms", isSubscribed: false }} />, {
      url: "/es/unsubscribe",
      player: {},
    });
    expect(await screen.findByRole("heading", { name: es.account.unsubscribe.doneTitle })).toBeTruthy();
    expect(screen.getByText(withChannel(es.account.unsubscribe.done, "SMS"))).toBeTruthy();
    expect(screen.getByRole("link", { name: es.account.unsubscribe.manage }).getAttribute("href")).toBe(
      "/es/profile#subscription",
    );
    expect(changes).toEqual([]);
  });

  it("offers to try again when the change fails", async () => {
    api.use(http.post("/rest/unsubscribe/link/", () => failure("UNAVAILABLE", "down")));
    renderWithProviders(<UnsubscribePage token={TOKEN} initial={EMAIL} />, { url: "/unsubscribe" });
    expect((await screen.findByRole("alert")).textContent).toBe(en.account.unsubscribe.failed);
    expect(screen.getByRole("button", { name: en.account.unsubscribe.tryAgain })).toBeTruthy();
  });

  it("explains a link that names nobody", async () => {
    renderWithProviders(<UnsubscribePage token={TOKEN} initial={null} />, { url: "/unsubscribe" });
    expect(await screen.findByRole("heading", { name: en.account.unsubscribe.invalidTitle })).toBeTruthy();
    expect(screen.getByText(en.account.unsubscribe.invalid)).toBeTruthy();
  });
});
