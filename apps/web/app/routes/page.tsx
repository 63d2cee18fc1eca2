import { pageContentQuery } from "~/features/pages/api.ts";
import { EditorialPage } from "~/features/pages/editorial-page.tsx";
import { viaServer } from "~/lib/api-client.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { loadQuery } from "~/lib/query-client.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { textMeta } from "~/lib/route-meta.ts";
import { isSlug } from "~/lib/route-params.ts";
import type { Route } from "./+types/page";

/** /page/{name}: an editorial page; an unknown or malformed name is a failed route validation. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isSlug(params.name)) routeValidationFailed(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = await loadQuery(pageContentQuery(params.name, locale, viaServer(context, locale)));
  if (!page) routeValidationFailed(request);
  return { page };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? textMeta(matches, data.page.title, data.page.summary) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <EditorialPage page={loaderData.page} />;
}
