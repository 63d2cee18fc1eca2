import { loadUnsubscribeLink } from "~/features/account/api.ts";
import { UnsubscribePage } from "~/features/account/unsubscribe-page.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.unsubscribe.title");

/**
 * `/unsubscribe?token=…`: where a marketing email's unsubscribe link lands in a browser (the
 * server sends its one-click URL here). Open to guests: the token speaks for the player.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token || token.length > 512) routeValidationFailed(request);
  return { token, link: await loadUnsubscribeLink(context, localeFromPath(url.pathname), token) };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return <UnsubscribePage token={loaderData.token} initial={loaderData.link} />;
}
