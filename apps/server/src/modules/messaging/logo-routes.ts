/**
 * The brands' logo marks as PNG for emails (ADR 091). Public and cached: mail clients and their
 * image proxies fetch them whenever an email is opened, from any origin.
 */
import { THEME_IDS, type ThemeId } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { EMAIL_LOGO_ROUTE, emailLogoPng } from "./email-logo.ts";

const LogoParams = z.object({ themeId: z.string() });
const isThemeId = (value: string): value is ThemeId => (THEME_IDS as readonly string[]).includes(value);

export const emailLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(EMAIL_LOGO_ROUTE, { schema: { hide: true, params: LogoParams } }, async (request, reply) => {
    const { themeId } = request.params;
    if (!isThemeId(themeId)) {
      throw new AppError("NOT_FOUND", {
        key: "noRoute",
        values: { method: request.method, path: request.url },
      });
    }
    return (
      reply
        .type("image/png")
        // A day fresh, then served while revalidating: a changed logo reaches old emails within a day.
        .header("cache-control", "public, max-age=86400, stale-while-revalidate=604800")
        // Shown inside documents of other origins (webmail, mail apps); helmet's default is same-origin.
        .header("cross-origin-resource-policy", "cross-origin")
        .send(await emailLogoPng(BRANDS[themeId]))
    );
  });
};
