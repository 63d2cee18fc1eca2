/**
 * Component tests of what reads the root's data (`useSite()`): the component under a root route
 * that answers a signed-in player's site data, as the real root loader would, with the providers
 * the root gives every page.
 */
import type { Locale } from "@reelhouse/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { SYSTEM_FONTS } from "~/lib/theme/theme.ts";
import { getI18n } from "./i18n/index.ts";
import { createQueryClient } from "./query-client.ts";
import { DEFAULT_THEME_DATA } from "./theme/default-theme.ts";
import type { RootLoaderData, SitePlayer } from "./use-site.ts";

export const STUB_PLAYER: SitePlayer = {
  id: "0f6c2a4e-stub-player",
  email: "ana@example.com",
  firstName: "Ana",
  emailConfirmed: false,
  registrationComplete: true,
  terms: { currentVersion: 1, acceptedVersion: 1, needsAcceptance: false },
  gameMode: "TournamentPoints",
  balance: { coins: 10_000_000, entries: 200 },
};

export interface SiteStubOptions {
  url?: string;
  locale?: Locale;
  player?: Partial<SitePlayer>;
  hasSeenWelcome?: boolean;
}

/** Where the stubbed router is (`data-testid="location"`), for assertions about navigation. */
function CurrentLocation() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

const NoPage = () => null;

/** `Component` rendered by the root at `url`, for a player on the default theme (funrize). */
export function renderWithSite(
  Component: ComponentType,
  { url = "/", locale = "en", player, hasSeenWelcome = true }: SiteStubOptions = {},
) {
  const root: RootLoaderData = {
    locale,
    theme: DEFAULT_THEME_DATA,
    fonts: SYSTEM_FONTS,
    icon: "",
    isGuest: false,
    player: { ...STUB_PLAYER, ...player },
    hasSeenWelcome,
    realtime: null,
    year: 2026,
    nonce: undefined,
  };
  const SiteRoot = () => (
    <>
      <Outlet />
      <Component />
      <CurrentLocation />
    </>
  );
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      Component: SiteRoot,
      HydrateFallback: NoPage,
      children: [{ path: "*", Component: NoPage }],
    },
  ]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={getI18n(locale)}>
        <Stub initialEntries={[url]} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
