import { redirect } from "react-router";
import type { Route } from "./+types/english-prefix";

/** `/en/lobby` → `/lobby`: English is the default language and carries no prefix. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`${url.pathname.slice(3) || "/"}${url.search}`, 301);
}
