/**
 * What every module builds its service from, decorated once: the database, the clock and the
 * parsed configuration. Module plugins read `app.db`, `app.clock` and `app.config` and declare
 * `dependencies: ["core"]`.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config/env.ts";
import type { Db } from "../db/client.ts";
import type { Clock } from "../lib/clock.ts";

export interface CoreOptions {
  config: Config;
  clock: Clock;
  db: Db;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    db: Db;
  }
}

async function corePlugin(app: FastifyInstance, { config, clock, db }: CoreOptions): Promise<void> {
  app.decorate("config", config);
  app.decorate("clock", clock);
  app.decorate("db", db);
}

export default fp(corePlugin, { name: "core" });
