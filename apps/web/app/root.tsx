import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { I18nextProvider } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { ToastProvider } from "~/components/ui/toast.tsx";
import { ChunkLoadRecovery } from "~/features/shell/chunk-load-recovery.tsx";
import { ErrorPage, NotFoundPage } from "~/features/shell/error-pages.tsx";
import { OfflineBanner } from "~/features/shell/offline-banner.tsx";
import { ZOD_JITLESS_SCRIPT } from "~/lib/browser-zod.ts";
import { isGameModalChange } from "~/lib/game-query.ts";
import { guestRedirectFor } from "~/lib/guest-redirects.ts";
import { getI18n, getReactI18n } from "~/lib/i18n/index.ts";
import { localeFromPath, readLocaleCookie } from "~/lib/locale.ts";
import { onDemand } from "~/lib/on-demand.ts";
import { createQueryClient } from "~/lib/query-client.ts";
import { RealtimeProvider } from "~/lib/realtime/provider.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import { handleRequest, loadAppInit, sitePlayerFrom } from "~/lib/session.ts";
import { brandFonts } from "~/lib/theme/fonts.server.ts";
import { themeCssVariables, themeDataAttributes } from "~/lib/theme/theme.ts";
import { getTheme, logoIconDataUri } from "~/lib/theme/themes.server.ts";
import { type RootLoaderData, useSite } from "~/lib/use-site.ts";
import { hasWelcomed } from "~/lib/welcome-cookie.ts";
import type { Route } from "./+types/root";
import { FeatureHeaderItems } from "./header-items.tsx";
import { SessionPrompts } from "./session-prompts.tsx";
import "./lib/theme/fonts.css";
import "./styles/app.css";
import "./styles/brands.css";

// The build check and the reloads a long-open tab needs; none of it is needed for the first paint.
const Freshness = onDemand(() => import("~/features/shell/freshness.tsx").then((module) => module.Freshness));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A player who chose Spanish lands on the Spanish home page (cookie i18n_redirected).
  if (url.pathname === "/" && readLocaleCookie(request.headers.get("cookie")) === "es") {
    throw redirect(`/es/${url.search}`);
  }
  const locale = localeFromPath(url.pathname);
  const guestRedirect = context.session.isGuest ? guestRedirectFor(url, locale) : null;
  if (guestRedirect) throw redirect(guestRedirect);

  const handled = await handleRequest(context, request, locale);
  // Spec §7: cookies the request handle sets reach the browser with the page (or its redirect).
  const headers = handled.setCookies.map((cookie): [string, string] => ["set-cookie", cookie]);
  if (handled.redirectUrl) throw redirect(handled.redirectUrl, { headers });
  const init = handled.authorized ? await loadAppInit(context, locale) : null;
  const player = sitePlayerFrom(init);
  const theme = getTheme(context.theme);
  return data(
    {
      locale,
      // The brand as the browser sees it, with its operator as configured (OPERATOR_CONFIG).
      theme: { ...theme, operator: context.operator },
      fonts: brandFonts(theme),
      icon: logoIconDataUri(theme),
      isGuest: !handled.authorized,
      player,
      hasSeenWelcome: player !== null && hasWelcomed(request.headers.get("cookie"), player.id),
      realtime: player ? (init?.wsConnectionData ?? null) : null,
      nonce: context.cspNonce,
      year: new Date().getFullYear(),
      renderedAt: Date.now(),
    } satisfies RootLoaderData,
    { headers },
  );
}

/**
 * Spec §2: the request-handle check runs for every page, so a client-side navigation to another
 * path asks the server again (React Router would otherwise keep the root's data). The game modal
 * opening or closing (`game` in the query) is not a navigation.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isGameModalChange(currentUrl, nextUrl)) return false;
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** Pages set their own titles; this one covers error pages, whose routes never rendered. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(matches, isNotFound ? "errors.notFoundTitle" : "errors.genericTitle");
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { locale, theme } = useSite();
  const i18n = getI18n(locale);
  const [queryClient] = useState(() => createQueryClient());

  return (
    <html lang={locale} {...themeDataAttributes(theme)} style={themeCssVariables(theme, root?.fonts)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before any module script: see lib/browser-zod.ts. */}
        <script nonce={root?.nonce}>{ZOD_JITLESS_SCRIPT}</script>
        <meta name="theme-color" content={theme.palette.bg} />
        {root ? <link rel="icon" type="image/svg+xml" href={root.icon} /> : null}
        {/* The headline face, before the stylesheet asks for it: the hero's headline is the first text seen. */}
        {root?.fonts.preload ? (
          <link rel="preload" as="font" type="font/woff2" href={root.fonts.preload} crossOrigin="" />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={getReactI18n(locale)}>
          <QueryClientProvider client={queryClient}>
            <RealtimeProvider connection={root?.realtime ?? null}>
              <ToastProvider dismissLabel={i18n.t("shell.dismiss")}>
                <OfflineBanner />
                <FeatureHeaderItems>{children}</FeatureHeaderItems>
                <ChunkLoadRecovery />
                <Suspense fallback={null}>
                  <Freshness />
                </Suspense>
              </ToastProvider>
            </RealtimeProvider>
          </QueryClientProvider>
        </I18nextProvider>
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <SessionPrompts />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPage
        validationFailedAt={typeof error.data === "object" ? error.data?.validationFailedAt : undefined}
      />
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage />;
}
