import type { CashierPackage } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { screen } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "~/lib/query-client.ts";
import { failure, ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { type WelcomeOffer, welcomeOfferQuery } from "./api.ts";
import { GuestLanding } from "./guest-landing.tsx";
import { HowItWorks } from "./how-it-works.tsx";

const api = setupApi();

const FIRST_PURCHASE: CashierPackage = {
  id: 7,
  title: "First purchase",
  priceMinor: 999,
  coins: 2_500_000,
  entries: 2_500,
  bonusPercent: 150,
  badge: "first_purchase",
  offerType: "first_purchase",
  endsAt: null,
};

const OFFER: WelcomeOffer = {
  signUp: { coins: 10_000_000, entries: 200 },
  onboardingCoins: 1_750_000,
  firstPurchase: FIRST_PURCHASE,
};

describe("the guest landing (spec §2)", () => {
  it("leads with the welcome offer in numbers and a way to claim it", async () => {
    renderWithProviders(<GuestLanding offer={OFFER}>{null}</GuestLanding>);
    expect(await screen.findByRole("heading", { level: 1, name: en.guest.heroTitle })).toBeTruthy();
    expect(document.querySelector(".welcome-offer__amounts")?.textContent).toBe(
      `100,000 ${en.modes.coins}+ 2 ${en.guest.offer.freeEntries}`,
    );
    expect(screen.getByText(en.guest.offer.onboarding.replace("{{coins}}", "17,500"))).toBeTruthy();
    expect(
      screen.getByText(
        en.guest.offer.firstPurchase
          .replace("{{coins}}", "25,000")
          .replace("{{entries}}", "25")
          .replace("{{price}}", "$9.99"),
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: en.guest.claimOffer }).getAttribute("href")).toBe("/signup");
    expect(screen.getByRole("link", { name: "Sweepstakes Rules" }).getAttribute("href")).toBe(
      "/page/sweepstakes-rules",
    );
  });

  it("speaks without numbers when the offer could not be read", async () => {
    renderWithProviders(<GuestLanding offer={null}>{null}</GuestLanding>);
    expect(await screen.findByRole("link", { name: en.guest.createAccount })).toBeTruthy();
    expect(screen.queryByText(en.guest.offer.eyebrow)).toBeNull();
    expect(screen.queryByRole("link", { name: en.guest.claimOffer })).toBeNull();
  });

  it("leaves out what the offer does not have: entries, onboarding coins, a first purchase", async () => {
    renderWithProviders(
      <GuestLanding
        offer={{ signUp: { coins: 500_000, entries: 0 }, onboardingCoins: 0, firstPurchase: null }}
      >
        {null}
      </GuestLanding>,
    );
    expect(await screen.findByText(en.guest.offer.eyebrow)).toBeTruthy();
    expect(screen.queryByText(en.guest.offer.freeEntries)).toBeNull();
    expect(screen.queryByText(/Then up to/)).toBeNull();
    expect(screen.queryByText(/First purchase:/)).toBeNull();
  });

  it("puts the games where the hero's Browse games leads, and links in the page's language", async () => {
    renderWithProviders(
      <GuestLanding offer={OFFER}>
        <p>the lobby</p>
      </GuestLanding>,
      { url: "/es/" },
    );
    const browse = await screen.findByRole("link", { name: es.guest.browseGames });
    // Funrize's lobby is its home: the games are on this page.
    const { hash } = new URL(browse.getAttribute("href") ?? "", "http://site.invalid");
    expect(document.querySelector(hash || "#none")?.textContent).toBe("the lobby");
    expect(screen.getByRole("link", { name: es.guest.claimOffer }).getAttribute("href")).toBe("/es/signup");
    expect(screen.getByRole("link", { name: es.common.signIn }).getAttribute("href")).toBe("/es/signin");
  });
});

describe("how it works", () => {
  it("states the configured welcome offer, by brand, and offers sign-up to a guest", async () => {
    renderWithProviders(<HowItWorks offer={OFFER} />);
    expect(await screen.findByText(/gives you 100,000 coins and 2 free entries right away/)).toBeTruthy();
    expect(screen.getByRole("link", { name: en.guest.claimOffer })).toBeTruthy();
  });

  it("says it in general terms without an offer, and offers no sign-up to a player", async () => {
    renderWithProviders(<HowItWorks offer={null} />, { player: {} });
    expect(await screen.findByText(en.guest.howItWorks.join.body)).toBeTruthy();
    expect(screen.queryByRole("link", { name: en.guest.createAccount })).toBeNull();
  });
});

describe("welcomeOfferQuery", () => {
  it("adds up the onboarding steps and picks the first-purchase package among the bonuses", async () => {
    api.use(
      http.get("/rest/wallet/welcome-offer/", () =>
        ok({
          signUp: { coins: 10_000_000, entries: 200 },
          onboarding: { email: 500_000, phone: 250_000, profile: 1_000_000 },
        }),
      ),
      http.get("/rest/bonus-offer/get-bonuses/", () =>
        ok({
          bonuses: [
            { package: { ...FIRST_PURCHASE, id: 3, offerType: "limited" }, bonusCoins: 100 },
            { package: FIRST_PURCHASE, bonusCoins: 1_500_000 },
          ],
        }),
      ),
    );
    expect(await createQueryClient().fetchQuery(welcomeOfferQuery())).toEqual(OFFER);
  });

  it("fails when the bonuses cannot be read, so the loader falls back to no numbers", async () => {
    api.use(
      http.get("/rest/wallet/welcome-offer/", () =>
        ok({ signUp: OFFER.signUp, onboarding: { email: 0, phone: 0, profile: 0 } }),
      ),
      http.get("/rest/bonus-offer/get-bonuses/", () => failure("NOT_FOUND", "Not found")),
    );
    await expect(createQueryClient({ retryDelayMs: 0 }).fetchQuery(welcomeOfferQuery())).rejects.toThrow(
      "Not found",
    );
  });
});
