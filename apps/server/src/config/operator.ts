/**
 * The company behind each brand, as the legal pages, the site's footer and emails name it. Each
 * theme starts with its brand's placeholder operator (`BRANDS[themeId].operator`, reserved
 * `.example` domains); `OPERATOR_CONFIG` names a JSON file that replaces any of its fields per
 * theme id (docs/operations.md):
 *
 *   { "tao": { "legalName": "Tao Games LLC", "supportEmail": "help@tao.com" } }
 *
 * The file is read once at boot with the rest of the configuration: a file that cannot be read or
 * is not JSON, a theme id that does not exist, an unknown field or a bad value stops the server,
 * with every problem listed.
 */

import { readFileSync } from "node:fs";
import { THEME_IDS, type ThemeId } from "@reelhouse/contract";
import { BRANDS, type Operator } from "@reelhouse/contract/brands";
import { z } from "zod";
import { defineConcern } from "./concern.ts";

/** One line of text: these values end up in page text and in the From header of emails. */
const line = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]*$/u, "must be one line without control characters");

const OperatorOverride = z.strictObject({
  legalName: line.optional(),
  address: z.array(line).min(1).max(6).optional(),
  supportEmail: z.email().optional(),
  mailFrom: z.strictObject({ name: line, address: z.email() }).optional(),
});
type OperatorOverride = z.infer<typeof OperatorOverride>;

const OperatorFile = z.partialRecord(z.enum(THEME_IDS), OperatorOverride);
type OperatorFile = z.infer<typeof OperatorFile>;

/** Reads and checks the file; each problem becomes an issue of `OPERATOR_CONFIG`. */
function readOperatorFile(path: string, ctx: z.RefinementCtx): OperatorFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `not JSON (${error.message})` : "cannot be read";
    ctx.addIssue({ code: "custom", message: `${path}: ${reason}` });
    return z.NEVER;
  }
  const parsed = OperatorFile.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const message =
      issue.code === "unrecognized_keys" && issue.path.length === 0
        ? `not a theme id: ${issue.keys.join(", ")} (theme ids: ${THEME_IDS.join(", ")})`
        : `${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}`;
    ctx.addIssue({ code: "custom", message: `${path}: ${message}` });
  }
  return z.NEVER;
}

export const operatorEnv = z.object({
  /** Path of a JSON file of operator fields per theme id. */
  OPERATOR_CONFIG: z.string().transform(readOperatorFile).optional(),
});

/** The effective operator of every theme: its brand's, with the file's fields on top. */
export type OperatorsConfig = Readonly<Record<ThemeId, Readonly<Operator>>>;

export function operatorsConfig(env: z.infer<typeof operatorEnv>): OperatorsConfig {
  const overrides = env.OPERATOR_CONFIG ?? {};
  return Object.fromEntries(
    THEME_IDS.map((id) => [id, withOverride(BRANDS[id].operator, overrides[id] ?? {})]),
  ) as Record<ThemeId, Operator>;
}

/** Copies as it merges, so freezing the configuration never freezes the shared brand data. */
function withOverride(brand: Operator, override: OperatorOverride): Operator {
  return {
    legalName: override.legalName ?? brand.legalName,
    address: [...(override.address ?? brand.address)],
    supportEmail: override.supportEmail ?? brand.supportEmail,
    mailFrom: { ...(override.mailFrom ?? brand.mailFrom) },
  };
}

/**
 * The themes whose operator still shows a placeholder (a reserved `.example` address), for the
 * warning at boot: a live site must name its real operator in its legal pages and emails.
 */
export function themesWithPlaceholderOperator(operators: OperatorsConfig): ThemeId[] {
  const isPlaceholder = (address: string) => address.toLowerCase().endsWith(".example");
  return THEME_IDS.filter((id) => {
    const { supportEmail, mailFrom } = operators[id];
    return isPlaceholder(supportEmail) || isPlaceholder(mailFrom.address);
  });
}

/** The company behind each brand, per theme id (brand defaults with `OPERATOR_CONFIG` on top). */
export const operatorConcern = defineConcern({ key: "operators", env: operatorEnv, build: operatorsConfig });
