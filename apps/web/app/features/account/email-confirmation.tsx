import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { trackEvent } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { useSite } from "~/lib/use-site.ts";
import { confirmEmailMutation } from "./api.ts";
import { CONFIRM_EMAIL_PARAM, confirmationTokenIn } from "./confirmation-link.ts";

/**
 * The confirmation email links to the site with `?confirmEmail=<token>`. Whatever page it opens,
 * the token is redeemed once, the player is told the outcome, and the token leaves the address bar.
 * Loaded only when a page opens with a token (prompts.ts).
 */
export function EmailConfirmationHandler() {
  const { t } = useTranslation();
  const { locale, player } = useSite();
  const { mutateAsync: confirmEmail } = useMutation(confirmEmailMutation(locale));
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const token = confirmationTokenIn(search);
    if (!token || handled.current === token) return;
    handled.current = token;
    const params = new URLSearchParams(search);
    params.delete(CONFIRM_EMAIL_PARAM);
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ""}${hash}`, { replace: true });
    confirmEmail(token)
      .then(() => {
        toast.show({
          message: t("account.emailConfirmed"),
          tone: "success",
          durationMs: NOTICE_TOAST_DURATION_MS,
        });
        trackEvent("verification", { type: "email", ...(player ? { playerId: player.id } : {}) });
        return revalidator.revalidate();
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : t("errors.genericBody");
        toast.show({ message, tone: "dark", durationMs: NOTICE_TOAST_DURATION_MS });
      });
  }, [search, pathname, hash, confirmEmail, navigate, player, revalidator, t, toast]);

  return null;
}
