import { localeFromPath } from "~/lib/locale.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/route";
import { loadMailIn } from "./api.ts";
import { MailInPage } from "./mail-in-page.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "mailIn.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMailIn(context, localeFromPath(new URL(request.url).pathname));
}

export default function MailInRoute({ loaderData }: Route.ComponentProps) {
  return <MailInPage initial={loaderData} />;
}
