import { NotFoundPage } from "~/features/shell/error-pages.tsx";
import { pageNotFound } from "~/lib/route-errors.ts";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "errors.notFoundTitle");

/** Any path no route claims: HTTP 404 with 'Page not found'. */
export async function loader() {
  pageNotFound();
}

export default function NotFound() {
  return <NotFoundPage />;
}
