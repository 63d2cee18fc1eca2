import type { LinkedSocial, SocialMethod } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { localizePath } from "~/lib/locale.ts";
import { takeSocialLinkFailure } from "~/lib/social-link.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { socialsQuery, startSocialLink, unlinkSocialMutation } from "./api.ts";
import "./security.css";

/**
 * The profile's socials tab: the providers this site offers (Google, Facebook, Apple), each linked
 * to the account or not, with the provider account's email; linking one, unlinking one. An account
 * without a password keeps its last provider: the tab says to set a password first.
 */
export function SocialsPanel() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const { data } = useQuery(socialsQuery());
  const unlink = useApiForm(unlinkSocialMutation(locale));
  const [linking, setLinking] = useState<SocialMethod | null>(null);
  // Back from a link that failed: why, left by the sign-in page that finished the round trip.
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  useEffect(() => setLinkFailure(takeSocialLinkFailure()), []);
  if (!data) {
    return (
      <div className="security">
        <Skeleton count={2} variant="card" label={t("account.socials.loading")} />
      </div>
    );
  }
  const linkedCount = data.socials.filter((social) => social.isLinked).length;
  const isLastWayIn = (social: LinkedSocial) => social.isLinked && !data.hasPassword && linkedCount === 1;

  async function link(method: SocialMethod) {
    setLinking(method);
    setLinkFailure(null);
    try {
      await startSocialLink(method, `${localizePath("/profile", locale)}#socials`, locale);
    } catch {
      setLinking(null);
      toast.show({ message: t("auth.socialFailed"), tone: "dark", durationMs: NOTICE_TOAST_DURATION_MS });
    }
  }

  return (
    <div className="security">
      <section className="panel security__section" aria-labelledby="socials-title">
        <h2 id="socials-title" className="security__title">
          {t("account.socials.title")}
        </h2>
        <p className="security__lead">{t("account.socials.lead")}</p>
        <FormError message={unlink.formError ?? linkFailure} />
        {data.socials.length === 0 ? (
          <p className="security__lead">{t("account.socials.none")}</p>
        ) : (
          <ul className="security__list">
            {data.socials.map((social) => {
              const provider = t(`auth.providers.${social.method}`);
              return (
                <li key={social.method} className="security__item" data-testid={`social-${social.method}`}>
                  <div className="security__item-text">
                    <p className="security__device">
                      {provider}
                      {social.isLinked ? (
                        <span className="status-badge status-badge--ok">{t("account.socials.linked")}</span>
                      ) : null}
                    </p>
                    <p className="security__meta">
                      {social.isLinked
                        ? (social.email ?? t("account.socials.noEmail"))
                        : t("account.socials.notLinked")}
                    </p>
                    {isLastWayIn(social) ? (
                      <p className="security__meta">
                        {t("account.socials.lastWayIn")}{" "}
                        <a href="#security">{t("account.socials.setPassword")}</a>
                      </p>
                    ) : null}
                  </div>
                  {social.isLinked ? (
                    <Button
                      variant="secondary"
                      disabled={!unlink.isReady || unlink.isBusy || isLastWayIn(social)}
                      aria-label={t("account.socials.unlinkProvider", { provider })}
                      onClick={() =>
                        unlink.submit(
                          { ok: true, data: social.method },
                          {
                            onSuccess: () =>
                              toast.show({
                                message: t("account.socials.unlinked", { provider }),
                                tone: "success",
                              }),
                          },
                        )
                      }
                    >
                      {t("account.socials.unlink")}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      isBusy={linking === social.method}
                      disabled={!unlink.isReady || linking !== null}
                      aria-label={t("account.socials.linkProvider", { provider })}
                      onClick={() => link(social.method)}
                    >
                      {t("account.socials.link")}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
