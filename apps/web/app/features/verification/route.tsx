import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/route";
import { loadSandboxSession } from "./api.ts";
import { SandboxPage } from "./sandbox-page.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "verification.sandbox.title");

/** `/verification-sandbox?session=…`: the sandbox provider's page for one of the player's checks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session");
  if (!sessionId) routeValidationFailed(request);
  return loadSandboxSession(context, localeFromPath(url.pathname), sessionId);
}

export default function VerificationSandboxRoute({ loaderData }: Route.ComponentProps) {
  return <SandboxPage initial={loaderData} />;
}
