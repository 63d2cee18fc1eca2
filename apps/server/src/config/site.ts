/** What visitors get: the theme per request host, demo content, and the origin of links sent out. */

import { DEFAULT_THEME, THEME_IDS, type ThemeId } from "@reelhouse/contract";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import type { ServerEnv } from "./server.ts";
import { baseUrl, booleanFlag, durationMs } from "./values.ts";

/** `host=theme,host=theme`: which white-label theme each request host gets. */
const themeHostMap = z.string().transform((raw, ctx) => {
  const map: Record<string, ThemeId> = {};
  for (const pair of raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [host, theme] = pair.split("=").map((part) => part?.trim().toLowerCase());
    const parsedTheme = THEME_IDS.find((id) => id.toLowerCase() === theme);
    if (!host || !parsedTheme) {
      ctx.addIssue({
        code: "custom",
        message: `"${pair}" is not host=theme (themes: ${THEME_IDS.join(", ")})`,
      });
      return z.NEVER;
    }
    map[host] = parsedTheme;
  }
  return map;
});

export const siteEnv = z.object({
  THEME: z.enum(THEME_IDS).default(DEFAULT_THEME),
  THEME_HOSTS: themeHostMap.default({}),
  DEMO_DATA: booleanFlag.default(false),
  PUBLIC_URL: baseUrl.optional(),
  REQUEST_HANDLE_CREDENTIALS: z
    .string()
    .regex(/^[^:]+:.{12,}$/, "must be user:password with a password of 12 characters or more")
    .optional(),
  GUEST_PAGE_CACHE_MS: durationMs("ms", { min: 0, max: 60_000, default: 5_000 }),
});
export type SiteEnv = z.infer<typeof siteEnv>;

export interface SiteConfig {
  readonly theme: { readonly fallback: ThemeId; readonly byHost: Readonly<Record<string, ThemeId>> };
  readonly demoData: boolean;
  /** Origin used in links the server sends (email) when the request host is not one of ours. */
  readonly publicUrl: string;
  /**
   * Spec §7: basic-auth credentials the site's renderer sends with `/rest/request/handle/`; when
   * set, nobody else may ask it. Unset, the check is open, as the spec's "optionally" allows.
   */
  readonly requestHandleCredentials: string | null;
  /** How long a guest's page is answered from memory (ADR 089); 0 renders every page. */
  readonly guestPageTtlMs: number;
}

export function siteConfig(env: SiteEnv & Pick<ServerEnv, "PORT">): SiteConfig {
  return {
    theme: { fallback: env.THEME, byHost: { ...defaultThemeHosts(), ...env.THEME_HOSTS } },
    demoData: env.DEMO_DATA,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    requestHandleCredentials: env.REQUEST_HANDLE_CREDENTIALS ?? null,
    guestPageTtlMs: env.GUEST_PAGE_CACHE_MS,
  };
}

/** Every theme is reachable out of the box at `<theme>.localhost`, which browsers resolve to loopback. */
function defaultThemeHosts(): Record<string, ThemeId> {
  return Object.fromEntries(THEME_IDS.map((id) => [`${id.toLowerCase()}.localhost`, id]));
}

export const siteConcern = defineConcern({ key: null, env: siteEnv, build: siteConfig });
