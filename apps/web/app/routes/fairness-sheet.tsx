import { loadMathsSheetPage } from "~/features/fairness/api.ts";
import { MathsSheetPage } from "~/features/fairness/maths-sheet-page.tsx";
import { getI18n } from "~/lib/i18n/index.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { textMeta } from "~/lib/route-meta.ts";
import { isSlug } from "~/lib/route-params.ts";
import type { Route } from "./+types/fairness-sheet";

/** /fairness/{game}: a house title's maths sheet, `?version=` for an earlier one; open to guests. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isSlug(params.gameId)) routeValidationFailed(request);
  const url = new URL(request.url);
  const version = url.searchParams.get("version");
  if (version !== null && !/^[1-9]\d{0,5}$/.test(version)) routeValidationFailed(request);
  const locale = localeFromPath(url.pathname);
  const page = await loadMathsSheetPage(context, locale, params.gameId, version);
  if (!page) routeValidationFailed(request);
  return { page, locale };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { t } = getI18n(data.locale);
  const { name } = data.page.sheet.title.info;
  return textMeta(matches, t("fairness.sheet.title", { name }), t("fairness.sheet.lead", { name }));
};

export default function FairnessSheet({ loaderData }: Route.ComponentProps) {
  return <MathsSheetPage data={loaderData.page} />;
}
