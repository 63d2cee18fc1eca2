import type { Banner } from "@reelhouse/contract/games";
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath } from "~/lib/use-site.ts";

/** How long a promo banner shows before the next slides in (when motion is welcome). */
const SLIDE_INTERVAL_MS = 6_000;
/** Spec §9: two static banners stand beside the slider on wide screens. */
const STATIC_BANNERS = 2;

function BannerCard({ banner, isEager }: { banner: Banner; isEager: boolean }) {
  const to = useLocalizedPath();
  const style = banner.bg_color ? ({ "--banner-bg": banner.bg_color } as CSSProperties) : undefined;
  return (
    <article className={`banner banner--${banner.kind}`} style={style}>
      {banner.imageWeb ? (
        <picture className="banner__picture">
          {banner.imageMobile ? <source media="(max-width: 767px)" srcSet={banner.imageMobile} /> : null}
          <img
            className="banner__image"
            src={banner.imageWeb}
            alt=""
            loading={isEager ? "eager" : "lazy"}
            decoding="async"
          />
        </picture>
      ) : null}
      <div className="banner__text">
        <h2 className="banner__title">{banner.title}</h2>
        {banner.subtitle ? <p className="banner__subtitle">{banner.subtitle}</p> : null}
        {banner.cta && banner.link ? (
          <ButtonLink
            to={banner.link.startsWith("/") ? to(banner.link) : banner.link}
            className="banner__cta"
          >
            {banner.cta}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}

/** The slide in view, from the track's scroll position. */
function useCurrentSlide(track: RefObject<HTMLUListElement | null>): number {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener("scroll", measure, { passive: true });
    return () => element.removeEventListener("scroll", measure);
  }, [track]);
  return current;
}

/**
 * Spec §9 banner slider: promo banners slide (swipe, dots, and on their own every few seconds
 * unless the visitor prefers less motion, is pointing at it or has focus in it); on wide screens
 * the two static banners stand beside it, on phones they follow it.
 */
export function BannerSlider({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const slider = useRef<HTMLElement>(null);
  const current = useCurrentSlide(track);
  const isHydrated = useHydrated();
  const slides = banners.filter((banner) => banner.kind !== "static");
  const statics = banners.filter((banner) => banner.kind === "static").slice(0, STATIC_BANNERS);

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: index * element.clientWidth, behavior: isReduced ? "auto" : "smooth" });
  };

  const count = slides.length;
  useEffect(() => {
    if (count < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      const box = slider.current;
      if (!element || !box || document.hidden || box.matches(":hover, :focus-within")) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: "smooth" });
    }, SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (slides.length === 0 && statics.length === 0) return null;
  return (
    <div className={`banners${statics.length > 0 ? " banners--with-static" : ""}`}>
      {slides.length > 0 ? (
        <section
          className="banner-slider"
          ref={slider}
          aria-roledescription={t("games.banners.carousel")}
          aria-label={t("games.banners.label")}
        >
          <ul className="banner-slider__track" ref={track}>
            {slides.map((banner, index) => (
              <li
                key={banner.id}
                className="banner-slider__slide"
                aria-roledescription={t("games.banners.slide")}
                aria-label={t("games.banners.position", { index: index + 1, count })}
              >
                <BannerCard banner={banner} isEager={index === 0} />
              </li>
            ))}
          </ul>
          {count > 1 ? (
            <div className="banner-slider__dots">
              {slides.map((banner, index) => (
                <button
                  key={banner.id}
                  type="button"
                  className="banner-slider__dot"
                  aria-label={t("games.banners.show", { index: index + 1, count })}
                  aria-current={index === current}
                  disabled={!isHydrated}
                  onClick={() => show(index)}
                />
              ))}
            </div>
          ) : null}
        </section>
      ) : null}
      {statics.length > 0 ? (
        <div className="banners__static">
          {statics.map((banner) => (
            <BannerCard key={banner.id} banner={banner} isEager={false} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
