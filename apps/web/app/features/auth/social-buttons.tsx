import { type SocialMethod, socialRedirectPath } from "@reelhouse/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { startSocialSignIn } from "./api.ts";
import { rememberNextPath } from "./social-callback.ts";

/**
 * Sign-in with Google, Facebook or Apple by the standard redirect: the server hands out the
 * provider's authorization URL (with a state bound to this browser), the provider sends the
 * player back to the sign-in page, which finishes the sign-in. Only configured providers show.
 */
export interface SocialButtonsProps {
  methods: SocialMethod[];
  /** Where the player continues once signed in. */
  nextPath: string;
}

export function SocialButtons({ methods, nextPath }: SocialButtonsProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const [busyMethod, setBusyMethod] = useState<SocialMethod | null>(null);
  const isHydrated = useHydrated();
  if (methods.length === 0) return null;

  async function start(method: SocialMethod) {
    setBusyMethod(method);
    try {
      const redirectUri = `${window.location.origin}${socialRedirectPath(method)}`;
      const started = await startSocialSignIn(method, redirectUri, locale);
      rememberNextPath(nextPath);
      window.location.assign(started.data.authorizeUrl);
    } catch {
      setBusyMethod(null);
      toast.show({ message: t("auth.socialFailed"), tone: "dark", durationMs: NOTICE_TOAST_DURATION_MS });
    }
  }

  return (
    <div className="social-buttons">
      {methods.map((method) => (
        <Button
          key={method}
          variant="secondary"
          size="lg"
          className={`social-buttons__button social-buttons__button--${method}`}
          isBusy={busyMethod === method}
          disabled={!isHydrated}
          onClick={() => start(method)}
        >
          {t("auth.continueWith", { provider: t(`auth.providers.${method}`) })}
        </Button>
      ))}
      <p className="social-buttons__or">
        <span>{t("auth.or")}</span>
      </p>
    </div>
  );
}
