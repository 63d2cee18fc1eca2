import { loadRedemptions } from "~/features/redemptions/api.ts";
import { RedeemPage } from "~/features/redemptions/redeem-page.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/redeem";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "redemptions.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRedemptions(context, localeFromPath(new URL(request.url).pathname));
}

export default function Redeem({ loaderData }: Route.ComponentProps) {
  return <RedeemPage initial={loaderData} />;
}
