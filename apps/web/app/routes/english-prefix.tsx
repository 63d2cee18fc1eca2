import { resolveRedirectPath } from "@reelhouse/contract";
import { redirect } from "react-router";
import type { Route } from "./+types/english-prefix";

/**
 * `/en/lobby` → `/lobby`: English is the default language and carries no prefix. What follows the
 * prefix is the visitor's to write (`/en//evil.example/`), so it goes through the redirect rule.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(resolveRedirectPath(`${url.pathname.slice(3) || "/"}${url.search}`) ?? "/", 301);
}
