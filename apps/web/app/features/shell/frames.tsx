/**
 * The page frames of spec §2: default, guest, auth, geoblock and the 404/error frame. Each is a
 * header, a main landmark and a footer; they differ in how much navigation they offer.
 */

import { PROMOTIONS_PAGE_SKELETON_COUNT } from "@reelhouse/contract";
import { Activity, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigation } from "react-router";
import { Skeleton, type SkeletonProps } from "~/components/ui/skeleton.tsx";
import { stripLocale } from "~/lib/locale.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader, type SiteHeaderProps } from "./site-header.tsx";

/** Only navigations slower than this show placeholders; quicker ones would just flicker. */
const PENDING_DELAY_MS = 250;

/** The placeholders of a page that is slow to come: its own shapes where it has some (spec §9). */
function placeholdersFor(pathname: string): Omit<SkeletonProps, "label"> {
  if (stripLocale(pathname) === "/promotions")
    return { count: PROMOTIONS_PAGE_SKELETON_COUNT, variant: "card" };
  return { count: 6, variant: "line" };
}

/**
 * The page a navigation has been loading for a while, or null. A revalidation of the page in view
 * (the same path asked again) is not one: the player goes on using the page they are on.
 */
function useSlowNavigation(): string | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname !== pathname;
  const target = isLoading ? (navigation.location?.pathname ?? null) : null;
  const [slowTarget, setSlowTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) {
      setSlowTarget(null);
      return;
    }
    const timer = setTimeout(() => setSlowTarget(target), PENDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  return slowTarget;
}

function Frame({
  header,
  className,
  children,
}: {
  header: SiteHeaderProps;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const slowTarget = useSlowNavigation();
  const isSlow = slowTarget !== null;
  return (
    <div className={`frame ${className}`}>
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      {isSlow ? (
        <div className="navigation-progress" role="progressbar" aria-label={t("common.loading")} />
      ) : null}
      <SiteHeader {...header} />
      <main id="main" className="frame__main" tabIndex={-1} aria-busy={isSlow || undefined}>
        {slowTarget ? <Skeleton {...placeholdersFor(slowTarget)} label={t("common.loading")} /> : null}
        {/* Hidden, not unmounted, under the placeholders: what the player typed or opened on the
            page is still there if the navigation is cancelled or comes back to it. */}
        <Activity mode={isSlow ? "hidden" : "visible"}>{children}</Activity>
      </main>
      <SiteFooter />
    </div>
  );
}

export function DefaultFrame({ children }: { children: ReactNode }) {
  return (
    <Frame header={{}} className="frame--default">
      {children}
    </Frame>
  );
}

export function GuestFrame({ children }: { children: ReactNode }) {
  return (
    <Frame header={{}} className="frame--guest">
      {children}
    </Frame>
  );
}

export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Frame header={{ showNavigation: false, showAccount: false }} className="frame--auth">
      <div className="auth-card">
        {children}
        <p className="auth-card__tagline">{t("auth.tagline")}</p>
      </div>
    </Frame>
  );
}

export function GeoblockFrame({ children }: { children: ReactNode }) {
  return (
    <Frame header={{ showNavigation: false, showAccount: false }} className="frame--geoblock">
      {children}
    </Frame>
  );
}

export function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <Frame header={{ showNavigation: false, showAccount: false }} className="frame--error">
      {children}
    </Frame>
  );
}
