/**
 * The promotions the theme runs: the feature info the site reads at start and after a change
 * (guests get every feature inactive), and the promotions page of a signed-in player.
 */
import { promotionsEndpoints, THEME_DISPLAY_NAMES } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { translator } from "../../lib/i18n.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { visitorOf } from "./visitor.ts";

export async function promotionsRoutes(app: FastifyInstance): Promise<void> {
  const { promotions } = app;

  route(app, promotionsEndpoints.getFeaturesGamesInfo, async (request) => {
    const { playerId } = await request.loadSession();
    return promotions.featuresGamesInfo({ ...visitorOf(app, request), playerId });
  });

  route(
    app,
    promotionsEndpoints.getPromotionsPage,
    async (request) => {
      const visitor = { ...visitorOf(app, request), playerId: request.playerId };
      const cards = await promotions.promotionCards(visitor);
      const t = translator(requestLocale(request));
      const brand = THEME_DISPLAY_NAMES[visitor.theme];
      return {
        payload: { promotions: cards },
        seo: {
          title: t("meta.title", { page: t("promotionsApi.seoTitle"), brand }),
          description: t("promotionsApi.seoDescription"),
        },
      };
    },
    { auth: "player" },
  );
}
