/**
 * `GET /rest/app/init/` (spec §3): one answer collected from the modules. The answer starts from the
 * contract's inactive defaults and the site's brand; each module that owns fields adds a slice with
 * `app.appInit.addSlice(build)`, so no module needs to know the others' fields.
 */
import {
  APP_INIT_DEFAULTS,
  type AppInitData,
  appInitEndpoints,
  THEME_DISPLAY_NAMES,
} from "@reelhouse/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { route } from "../lib/route.ts";
import { themeFor } from "../lib/site.ts";

export interface AppInitVisitor {
  request: FastifyRequest;
  playerId: string | null;
}

/** A module's fields of app init for this visitor. */
export type AppInitSlice = (visitor: AppInitVisitor) => Promise<Partial<AppInitData>>;

declare module "fastify" {
  interface FastifyInstance {
    appInit: { addSlice(slice: AppInitSlice): void };
  }
}

async function appInitPlugin(app: FastifyInstance): Promise<void> {
  const slices: AppInitSlice[] = [];
  app.decorate("appInit", { addSlice: (slice: AppInitSlice) => void slices.push(slice) });

  route(app, appInitEndpoints.getAppInit, async (request) => {
    const { playerId } = await request.loadSession();
    const parts = await Promise.all(slices.map((slice) => slice({ request, playerId })));
    const appName = THEME_DISPLAY_NAMES[themeFor(app.config, request)];
    // Every field is present: the defaults cover all but `terms`, which the accounts slice adds.
    return Object.assign({ ...APP_INIT_DEFAULTS, appName }, ...parts) as AppInitData;
  });
}

export default fp(appInitPlugin, { name: "app-init", dependencies: ["core"] });
