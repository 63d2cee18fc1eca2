import type { ParseKeys } from "i18next";
import { getI18n } from "./i18n/index.ts";
import { DEFAULT_THEME_DATA } from "./theme/default-theme.ts";
import type { RootLoaderData } from "./use-site.ts";

type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

function rootData(matches: MetaMatches) {
  const root = matches.find((match) => match?.id === "root")?.data as RootLoaderData | undefined;
  return { t: getI18n(root?.locale ?? "en").t, brand: (root?.theme ?? DEFAULT_THEME_DATA).displayName };
}

/** Title and description of a page, in the request's language and under the theme's brand. */
export function pageMeta(matches: MetaMatches, titleKey: ParseKeys) {
  const { t } = rootData(matches);
  return textMeta(matches, t(titleKey), t("meta.description"));
}

/** The same for a page whose title and description come from content rather than translations. */
export function textMeta(matches: MetaMatches, title: string, description: string) {
  const { t, brand } = rootData(matches);
  return [{ title: t("meta.title", { page: title, brand }) }, { name: "description", content: description }];
}
