import { loadWelcomeOffer } from "~/features/home/api.ts";
import { HowItWorks } from "~/features/home/how-it-works.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.howItWorks.title");

/** Open to guests too (ADR 093): what someone deciding whether to join wants to read first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { offer: await loadWelcomeOffer(context, localeFromPath(new URL(request.url).pathname)) };
}

export default function HowItWorksRoute({ loaderData }: Route.ComponentProps) {
  return <HowItWorks offer={loaderData.offer} />;
}
