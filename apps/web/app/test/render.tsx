/**
 * Component tests render what they test with the providers every page has (TanStack Query,
 * i18next, toasts) under a router, as the site does. `renderWithProviders` is the one way to do
 * it: a component, or the routes of a page with their loaders, at a URL, for a guest or for a
 * signed-in player whose site data the root answers as the real root loader would.
 */
import type { Locale } from "@reelhouse/contract";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createContext, isValidElement, type ReactElement, useContext } from "react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { ToastProvider } from "~/components/ui/toast.tsx";
import { getI18n } from "~/lib/i18n/index.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { createQueryClient } from "~/lib/query-client.ts";
import { DEFAULT_THEME_DATA } from "~/lib/theme/default-theme.ts";
import { SYSTEM_FONTS, type Theme } from "~/lib/theme/theme.ts";
import type { RootLoaderData, SitePlayer } from "~/lib/use-site.ts";

export const STUB_PLAYER: SitePlayer = {
  id: "0f6c2a4e-stub-player",
  email: "ana@example.com",
  firstName: "Ana",
  emailConfirmed: false,
  registrationComplete: true,
  terms: { currentVersion: 1, acceptedVersion: 1, needsAcceptance: false },
  gameMode: "TournamentPoints",
  isRedeemOffered: true,
  balance: { coins: 10_000_000, entries: 200 },
  featuredOffer: null,
  offerPackages: [],
  bannerOffer: null,
  hasPopupAds: false,
};

export type StubRoutes = Parameters<typeof createRoutesStub>[0];

export interface RenderOptions {
  /** Where the router starts; `/es/…` pages speak Spanish unless `locale` says otherwise. */
  url?: string;
  locale?: Locale;
  /**
   * A signed-in player (over `STUB_PLAYER`): the root then answers their site data, as the root
   * loader does for a session. Without it the page renders for a guest, with no root data.
   */
  player?: Partial<SitePlayer>;
  /** The brand the root answers (its data then comes for a guest too); funrize by default. */
  theme?: Theme;
  hasSeenWelcome?: boolean;
  /** A client the test seeds or inspects; a fresh one otherwise. */
  queryClient?: QueryClient;
}

/**
 * Where the router is (`data-testid="location"`), for assertions about navigation; hidden, so it
 * is no landmark or status of the page under test.
 */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${pathname}${search}`}
    </div>
  );
}

const NoPage = () => null;

/** The element a test renders beside the routes, as the root renders its dialogs. */
const RootElement = createContext<ReactElement | null>(null);

function Root() {
  return (
    <>
      <Outlet />
      {useContext(RootElement)}
      <CurrentLocation />
    </>
  );
}

function rootData(
  locale: Locale,
  theme: Theme,
  player: Partial<SitePlayer> | undefined,
  hasSeenWelcome: boolean,
): RootLoaderData {
  return {
    locale,
    theme,
    fonts: SYSTEM_FONTS,
    icon: "",
    isGuest: player === undefined,
    player: player ? { ...STUB_PLAYER, ...player } : null,
    hasSeenWelcome,
    realtime: null,
    year: 2026,
    renderedAt: Date.now(),
    nonce: undefined,
  };
}

/**
 * `page` is either an element the root renders at any URL (a dialog, a header control) or the
 * routes below the root, one of which `url` picks.
 */
export function renderWithProviders(page: ReactElement | StubRoutes, options: RenderOptions = {}) {
  const { url = "/", player, theme, hasSeenWelcome = true } = options;
  const locale = options.locale ?? localeFromPath(url.split("?")[0] ?? url);
  const queryClient = options.queryClient ?? createQueryClient();
  const element = isValidElement(page) ? page : null;
  // Anywhere else the page leads renders nothing, rather than the router's error page.
  const routes = [...(isValidElement(page) ? [] : page), { path: "*", Component: NoPage }];
  const site = player || theme ? rootData(locale, theme ?? DEFAULT_THEME_DATA, player, hasSeenWelcome) : null;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Root,
      HydrateFallback: NoPage,
      ...(site ? { loader: () => site } : {}),
      children: routes,
    },
  ]);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={getI18n(locale)}>
        <ToastProvider dismissLabel="Dismiss">
          <RootElement.Provider value={element}>
            <Stub initialEntries={[url]} />
          </RootElement.Provider>
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
