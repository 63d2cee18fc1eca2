import { socialRedirectPath } from "@reelhouse/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { trackEvent, trackEventAfterReload } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { rememberSocialLinkFailure, takeSocialLink } from "~/lib/social-link.ts";
import { useSite } from "~/lib/use-site.ts";
import { completeSocialSignIn } from "./api.ts";
import { type SocialCallback, type SocialRefusal, takeNextPath } from "./social-callback.ts";

/**
 * Finishes a social sign-in once the provider has sent the player back with a code: the server
 * checks the state, exchanges the code and signs the player in (creating the account if new), or,
 * when the socials tab started the round trip, links the provider to the signed-in player. A link
 * that fails (the provider refused or failed, the account is another player's) goes back to the
 * tab, which says why; a sign-in that fails stays on the sign-in page and says it there.
 */
export function useSocialCompletion(
  callback: SocialCallback | SocialRefusal | null,
  fallbackPath: string,
): boolean {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const started = useRef(false);
  const [isCompleting, setCompleting] = useState(callback !== null);

  useEffect(() => {
    if (!callback || started.current) return;
    started.current = true;
    const linkReturn = takeSocialLink();
    const fail = (message: string) => {
      if (linkReturn) {
        rememberSocialLinkFailure(message);
        window.location.assign(linkReturn);
        return;
      }
      window.history.replaceState(null, "", window.location.pathname);
      setCompleting(false);
      toast.show({ message, tone: "dark", durationMs: NOTICE_TOAST_DURATION_MS });
      trackEvent("error", { formName: "signin", type: callback.method, message });
    };
    if ("error" in callback) {
      const provider = t(`auth.providers.${callback.method}`);
      fail(linkReturn ? t("account.socials.linkCancelled", { provider }) : t("auth.socialFailed"));
      return;
    }
    const redirectUri = `${window.location.origin}${socialRedirectPath(callback.method)}`;
    const { code, state, appleUser } = callback;
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
      .catch((error: unknown) => fail(error instanceof ApiError ? error.message : t("auth.socialFailed")));
  }, [callback, fallbackPath, locale, t, toast]);

  return isCompleting;
}
