import { loadPromotionsPage } from "~/features/promotions/api.ts";
import { PromotionsPage } from "~/features/promotions/promotions-page.tsx";
import { loadCurrentRace } from "~/features/tournaments/api.ts";
import { RacePromotionCard } from "~/features/tournaments/race-promotion-card.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/promotions";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "promotions.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [promotions, race] = await Promise.all([
    loadPromotionsPage(context, locale),
    loadCurrentRace(context, locale),
  ]);
  return { promotions, race };
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { promotions, race } = loaderData;
  return <PromotionsPage initial={promotions} more={race ? <RacePromotionCard initial={race} /> : null} />;
}
