import { useSearchParams } from "react-router";
import { ResetPassword } from "~/features/auth/reset-password.tsx";
import { pageMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/reset";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "pages.reset.title");

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <ResetPassword token={params.get("token")} />;
}
