import type { UnsubscribeLinkState } from "@reelhouse/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { updateUnsubscribeLinkMutation } from "./api.ts";
import "./unsubscribe.css";

/** Where the one-click URL a mail client posts to lives; the page's no-script form posts there too. */
const ONE_CLICK_PATH = "/rest/unsubscribe/";
const SUBSCRIPTION_TAB = "/profile#subscription";

/**
 * Where the unsubscribe link of a marketing email lands in a browser. The server sends the link
 * here and never unsubscribes on the GET itself, since link scanners open every link in a mail;
 * this page does it from the browser once its script runs (scanners that only fetch change
 * nothing), then says so and offers to subscribe again. Without script, a button does it.
 */
export function UnsubscribePage({ token, initial }: { token: string; initial: UnsubscribeLinkState | null }) {
  const { t } = useTranslation();
  const { locale, player } = useSite();
  const to = useLocalizedPath();
  const update = useMutation(updateUnsubscribeLinkMutation(locale));
  const hasAsked = useRef(false);
  const { mutate } = update;

  useEffect(() => {
    if (!initial?.isSubscribed || hasAsked.current) return;
    hasAsked.current = true;
    mutate({ token, isSubscribed: false });
  }, [initial, token, mutate]);

  const manage = player ? (
    <ButtonLink variant="secondary" to={to(SUBSCRIPTION_TAB)}>
      {t("account.unsubscribe.manage")}
    </ButtonLink>
  ) : (
    <ButtonLink
      variant="secondary"
      to={`${to("/signin")}?redirectTo=${encodeURIComponent(SUBSCRIPTION_TAB)}`}
    >
      {t("account.unsubscribe.signInToManage")}
    </ButtonLink>
  );

  if (!initial) {
    return (
      <article className="feature-page unsubscribe">
        <PageHeader title={t("account.unsubscribe.invalidTitle")} lead={t("account.unsubscribe.invalid")} />
        <div className="form__actions">{manage}</div>
      </article>
    );
  }

  const state = update.data ?? initial;
  const channel = t(`account.unsubscribe.channels.${state.channel}`);
  // Until the browser has asked, the page says what it is doing (or, without script, offers the button).
  const isWorking = !update.data && initial.isSubscribed;
  const title = isWorking
    ? t("account.unsubscribe.workingTitle")
    : state.isSubscribed
      ? t("account.unsubscribe.resubscribedTitle")
      : t("account.unsubscribe.doneTitle");
  const lead = isWorking
    ? t("account.unsubscribe.working", { channel })
    : state.isSubscribed
      ? t("account.unsubscribe.resubscribed", { channel })
      : t("account.unsubscribe.done", { channel });

  return (
    <article className="feature-page unsubscribe">
      <PageHeader title={title} lead={lead} />
      <section className="unsubscribe__card" aria-live="polite">
        {update.isError ? (
          <p className="form__error" role="alert">
            {t("account.unsubscribe.failed")}
          </p>
        ) : null}
        {isWorking && !update.isError ? (
          <noscript>
            <form method="post" action={`${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`}>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <Button type="submit">{t("account.unsubscribe.confirm", { channel })}</Button>
            </form>
          </noscript>
        ) : null}
        {!isWorking && !state.isSubscribed ? <p>{t("account.unsubscribe.stillSent")}</p> : null}
        <div className="form__actions">
          {isWorking && update.isError ? (
            <Button isBusy={update.isPending} onClick={() => mutate({ token, isSubscribed: false })}>
              {t("account.unsubscribe.tryAgain")}
            </Button>
          ) : null}
          {isWorking ? null : (
            <Button
              variant={state.isSubscribed ? "secondary" : "primary"}
              isBusy={update.isPending}
              onClick={() => mutate({ token, isSubscribed: !state.isSubscribed })}
            >
              {state.isSubscribed
                ? t("account.unsubscribe.confirm", { channel })
                : t("account.unsubscribe.resubscribe", { channel })}
            </Button>
          )}
          {manage}
        </div>
      </section>
    </article>
  );
}
