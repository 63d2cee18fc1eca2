/**
 * Each theme's settings of each promotion, read from `promotion_settings` and validated against the
 * promotion's own schema. A promotion module defines its schema and the demo installation's values
 * (`PromotionDefinition`); a row that no longer passes its schema is logged and counts as off, so a
 * bad edit switches a promotion off instead of paying by a rule nobody meant. Settings are held for
 * a few seconds per process (lib/held-value.ts): a change shows everywhere within that time.
 */
import { type Promotion, THEME_IDS, type ThemeId } from "@reelhouse/contract";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { holdFor } from "../../lib/held-value.ts";
import * as repo from "./repo.ts";

export const SETTINGS_TTL_MS = 10_000;

export interface PromotionDefinition<Config> {
  promotion: Promotion;
  config: z.ZodType<Config>;
  /** What the demo installation runs on `theme`: whether the promotion is on, and its settings. */
  demo(theme: ThemeId): { isActive: boolean; config: Config };
}

/** A promotion's settings on a theme, when it is on there. */
export type ActiveSettings<Config> = { config: Config } | null;

export function createPromotionSettings(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const definitions = new Map<Promotion, PromotionDefinition<unknown>>();
  const held = holdFor(SETTINGS_TTL_MS, deps.clock, () => repo.listSettings(deps.db));

  function activeIn<Config>(
    rows: readonly repo.SettingsRow[],
    definition: PromotionDefinition<Config>,
    theme: ThemeId,
  ): ActiveSettings<Config> {
    const row = rows.find(
      (candidate) => candidate.theme === theme && candidate.promotion === definition.promotion,
    );
    if (!row?.isActive) return null;
    const parsed = definition.config.safeParse(row.config);
    if (!parsed.success) {
      deps.log.error(
        { theme, promotion: definition.promotion, issues: parsed.error.issues },
        "promotion settings do not pass their schema; the promotion is off",
      );
      return null;
    }
    return { config: parsed.data };
  }

  return {
    define<Config>(definition: PromotionDefinition<Config>): void {
      if (definitions.has(definition.promotion)) {
        throw new Error(`promotion ${definition.promotion} is defined twice`);
      }
      definitions.set(definition.promotion, definition as PromotionDefinition<unknown>);
    },

    /** The settings of `definition`'s promotion on `theme`, or null when it is off there (or invalid). */
    async active<Config>(
      definition: PromotionDefinition<Config>,
      theme: ThemeId,
    ): Promise<ActiveSettings<Config>> {
      return activeIn(await held.get(), definition, theme);
    },

    /**
     * The same, read in the caller's transaction (a subscriber in the outbox relay's): the pool may
     * not be used while a transaction is open, and the held copy may need reading again.
     */
    async activeWithin<Config>(
      tx: Db,
      definition: PromotionDefinition<Config>,
      theme: ThemeId,
    ): Promise<ActiveSettings<Config>> {
      return activeIn(await repo.listSettings(tx), definition, theme);
    },

    /** Writes the demo's settings of every defined promotion on every theme that has none yet. */
    async seedDemo(): Promise<number> {
      const rows = [...definitions.values()].flatMap((definition) =>
        THEME_IDS.map((theme) => {
          const { isActive, config } = definition.demo(theme);
          return { theme, promotion: definition.promotion, isActive, config, updatedAt: deps.clock.now() };
        }),
      );
      return repo.insertMissingSettings(deps.db, rows);
    },
  };
}

export type PromotionSettings = ReturnType<typeof createPromotionSettings>;
