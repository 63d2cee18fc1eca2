import { loadScratchCards } from "~/features/scratch-cards/api.ts";
import { ScratchCardsPage } from "~/features/scratch-cards/scratch-cards-page.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/scratch-cards";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(
    matches,
    data?.name === "magicBox" ? "scratchCards.title.magicBox" : "scratchCards.title.scratchCards",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadScratchCards(context, localeFromPath(new URL(request.url).pathname));
}

export default function ScratchCards({ loaderData }: Route.ComponentProps) {
  return <ScratchCardsPage initial={loaderData} />;
}
