/** Thin handlers: the contract's endpoint and one service call. */
import { randomUUID } from "node:crypto";
import { popupsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { themeFor } from "../../lib/site.ts";

/** Names a guest's browser, so their popups are counted once per 24 hours too (spec §6, §9). */
export const GUEST_COOKIE = "popup_guest";
const GUEST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const GUEST_ID = /^[0-9a-f-]{36}$/;

function guestIdOf(request: FastifyRequest): string | null {
  const id = request.cookies[GUEST_COOKIE];
  return typeof id === "string" && GUEST_ID.test(id) ? id : null;
}

export async function popupsRoutes(app: FastifyInstance): Promise<void> {
  const site = (request: FastifyRequest) => ({
    theme: themeFor(app.config, request),
    locale: requestLocale(request),
  });

  /** The guest's id from their cookie, or a new one given to their browser now. */
  const guestIdFor = (request: FastifyRequest, reply: FastifyReply) => {
    const known = guestIdOf(request);
    if (known) return known;
    const id = randomUUID();
    reply.setCookie(GUEST_COOKIE, id, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: app.config.session.secureCookies,
      maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
    });
    return id;
  };

  route(app, popupsEndpoints.guestPopupAds, (request, reply) =>
    app.popups.adsFor({ ...site(request), guestId: guestIdFor(request, reply) }, request.body.triggerType),
  );
  route(
    app,
    popupsEndpoints.playerPopupAds,
    (request) =>
      app.popups.adsFor({ ...site(request), playerId: request.playerId }, request.body.triggerType),
    { auth: "player" },
  );
  route(app, popupsEndpoints.logAction, async (request) => {
    const { playerId } = await request.loadSession();
    await app.popups.logAction({ playerId: playerId ?? null, guestId: guestIdOf(request) }, request.body);
  });
}
