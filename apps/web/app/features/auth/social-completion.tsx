import { socialRedirectPath } from "@reelhouse/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { trackEvent, trackEventAfterReload } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { takeSocialLink } from "~/lib/social-link.ts";
import { useSite } from "~/lib/use-site.ts";
import { completeSocialSignIn } from "./api.ts";
import { type SocialCallback, takeNextPath } from "./social-callback.ts";

/**
 * Finishes a social sign-in once the provider has sent the player back with a code: the server
 * checks the state, exchanges the code and signs the player in (creating the account if new), or,
 * when the socials tab started the round trip, links the provider to the signed-in player.
 */
export function useSocialCompletion(callback: SocialCallback | null, fallbackPath: string): boolean {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const started = useRef(false);
  const [isCompleting, setCompleting] = useState(callback !== null);

  useEffect(() => {
    if (!callback || started.current) return;
    started.current = true;
    const redirectUri = `${window.location.origin}${socialRedirectPath(callback.method)}`;
    const { code, state, appleUser } = callback;
    const linkReturn = takeSocialLink();
    completeSocialSignIn(
      callback.method,
      {
        code,
        state,
        redirectUri,
        ...(appleUser ? { appleUser } : {}),
        ...(linkReturn ? { needToLogin: false } : {}),
      },
      locale,
    )
      .then((result) => {
        if (linkReturn) {
          window.location.assign(linkReturn);
          return;
        }
        trackEventAfterReload(result.data.isNewPlayer ? "registration" : "login", {
          playerId: result.data.playerId,
          type: callback.method,
        });
        window.location.assign(takeNextPath() ?? fallbackPath);
      })
      .catch((error: unknown) => {
        window.history.replaceState(null, "", window.location.pathname);
        setCompleting(false);
        const message = error instanceof ApiError ? error.message : t("auth.socialFailed");
        toast.show({ message, tone: "dark", durationMs: NOTICE_TOAST_DURATION_MS });
        trackEvent("error", { formName: "signin", type: callback.method, message });
      });
  }, [callback, fallbackPath, locale, t, toast]);

  return isCompleting;
}
