import { data } from "react-router";
import { type BannerArtShape, bannerArtSvg, isBannerSubject } from "~/features/games/banner-art.server.ts";
import { getTheme } from "~/lib/theme/themes.server.ts";
import type { Route } from "./+types/banner-art";

/** A day: the art changes only with a deploy, and a stale picture for a day harms nobody. */
const MAX_AGE_SECONDS = 86_400;

/** `welcome.svg` is the wide art, `welcome.narrow.svg` the phone's. */
const FILE_NAME = /^(?<subject>[a-z]+)(?<narrow>\.narrow)?\.svg$/;

/**
 * `/art/banners/<subject>.svg` and `<subject>.narrow.svg`: the house's banner art in the brand of
 * the host that asks, so one banner row shows each brand its own colours (banner-art.server.ts
 * draws it).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const name = FILE_NAME.exec(params.file)?.groups;
  const subject = name?.subject ?? "";
  if (!isBannerSubject(subject)) throw data(null, { status: 404 });
  const shape: BannerArtShape = name?.narrow ? "narrow" : "wide";
  return new Response(bannerArtSvg(subject, getTheme(context.theme).palette, shape), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": `public, max-age=${MAX_AGE_SECONDS}`,
      // An image needs nothing from outside itself; its own styles only.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
