import { loadResponsiblePlay } from "~/features/responsible-play/api.ts";
import { ResponsiblePlayPage } from "~/features/responsible-play/responsible-play-page.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/responsible-play";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.responsiblePlay.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadResponsiblePlay(context, localeFromPath(new URL(request.url).pathname));
}

export default function ResponsiblePlay({ loaderData }: Route.ComponentProps) {
  return <ResponsiblePlayPage initial={loaderData} />;
}
