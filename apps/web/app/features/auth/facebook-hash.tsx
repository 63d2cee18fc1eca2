import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { trackEventAfterReload } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { useSite } from "~/lib/use-site.ts";
import { completeSocialSignIn } from "./api.ts";
import { FACEBOOK_CALLBACK_HASH, hasFacebookCallback } from "./facebook-callback.ts";

/**
 * Spec §2: for a guest, a hash starting with `#cb=` completes the Facebook login. Facebook's
 * client-side flows hand back an access token in the fragment (which never reaches any server);
 * the server checks it with Facebook before signing the player in. Loaded only when the page
 * opens with that hash (prompts.ts).
 */
export function FacebookHashCompletion() {
  const { t } = useTranslation();
  const { isGuest, locale } = useSite();
  const toast = useToast();
  const handled = useRef(false);

  useEffect(() => {
    const { hash, pathname, search } = window.location;
    if (!isGuest || handled.current || !hasFacebookCallback(hash)) return;
    handled.current = true;
    const accessToken = decodeURIComponent(hash.slice(FACEBOOK_CALLBACK_HASH.length));
    window.history.replaceState(null, "", `${pathname}${search}`);
    completeSocialSignIn("facebook", { accessToken }, locale)
      .then((result) => {
        trackEventAfterReload(result.data.isNewPlayer ? "registration" : "login", {
          playerId: result.data.playerId,
          type: "facebook",
        });
        window.location.reload();
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : t("auth.socialFailed");
        toast.show({ message, tone: "dark", durationMs: NOTICE_TOAST_DURATION_MS });
      });
  }, [isGuest, locale, t, toast]);

  return null;
}
