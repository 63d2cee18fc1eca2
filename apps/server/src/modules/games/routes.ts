/** The games routes (spec §7 Games and Pages home): the catalogue, its cache, launches, favourites, home. */
import { gamesEndpoints, THEME_DISPLAY_NAMES } from "@reelhouse/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { themeFor } from "../../lib/site.ts";
import { visitorOf as promotionVisitorOf } from "../promotions/service.ts";
import type { Visitor } from "./service.ts";

export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const { games } = app;
  const player = { auth: "player" } as const;

  async function visitorOf(request: FastifyRequest): Promise<Visitor> {
    const { playerId } = await request.loadSession();
    return { playerId, ip: request.ip, locale: requestLocale(request), theme: themeFor(app.config, request) };
  }

  // `groupKey` names the group the client believes it is in; the visitor's own group is answered.
  route(app, gamesEndpoints.catalogue, async (request) => games.catalogue(await visitorOf(request)));

  route(app, gamesEndpoints.filters, async (request) => games.catalogue(await visitorOf(request)));

  route(app, gamesEndpoints.cachedGames, async (request) => ({
    games: { value: await games.cachedCatalogue(await visitorOf(request), request.query.groupKey) },
  }));

  route(app, gamesEndpoints.storeCachedGames, async (request) => {
    await games.storeCachedCatalogue(await visitorOf(request), request.query.groupKey, request.body);
  });

  route(
    app,
    gamesEndpoints.play,
    async (request) => games.play(request.playerId, request.params.slug, await visitorOf(request)),
    player,
  );

  route(
    app,
    gamesEndpoints.addFavorite,
    async (request) => ({
      success: true as const,
      favoriteGames: await games.addFavorite(request.playerId, request.params.gameId),
    }),
    player,
  );

  route(
    app,
    gamesEndpoints.removeFavorite,
    async (request) => ({
      success: true as const,
      favoriteGames: await games.removeFavorite(request.playerId, request.params.gameId),
    }),
    player,
  );

  route(app, gamesEndpoints.homePage, async (request) => {
    const visitor = await visitorOf(request);
    const { playerId } = visitor;
    const promotions = playerId
      ? await app.promotions.promotionCards({ ...promotionVisitorOf(app, request), playerId })
      : [];
    return games.homePage(visitor, THEME_DISPLAY_NAMES[themeFor(app.config, request)], promotions);
  });

  route(app, gamesEndpoints.homeBanners, async (request) => games.homeBanners(await visitorOf(request)));
}
