import { MARKETING_CHANNELS, type MarketingChannel } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { subscriptionQuery, updateSubscriptionMutation } from "./api.ts";
import "./security.css";

/**
 * The profile's subscription tab: whether the player takes offers and promotions by email and by
 * SMS. Messages about the account itself (links, codes, receipts) are sent either way.
 */
export function SubscriptionPanel() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const { data } = useQuery(subscriptionQuery());
  const form = useApiForm(updateSubscriptionMutation(locale));
  if (!data) {
    return (
      <div className="security">
        <Skeleton count={1} variant="card" label={t("account.subscription.loading")} />
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const isOn = (channel: MarketingChannel) => fields.get(channel) === "on";
    form.submit(
      { ok: true, data: { email: isOn("email"), sms: isOn("sms") } },
      { onSuccess: () => toast.show({ message: t("account.subscription.saved"), tone: "success" }) },
    );
  }

  return (
    <div className="security">
      <section className="panel security__section" aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="security__title">
          {t("account.subscription.title")}
        </h2>
        <p className="security__lead">{t("account.subscription.lead")}</p>
        <form ref={form.ref} className="form" method="post" noValidate onSubmit={submit}>
          <FormError message={form.formError} />
          {MARKETING_CHANNELS.map((channel) => (
            <div key={channel} className="checkbox">
              <input
                id={`subscription-${channel}`}
                type="checkbox"
                name={channel}
                defaultChecked={data[channel]}
              />
              <label htmlFor={`subscription-${channel}`}>
                {t(`account.subscription.channels.${channel}`)}
              </label>
            </div>
          ))}
          <p className="security__meta">{t("account.subscription.transactional")}</p>
          <div className="form__actions">
            <Button type="submit" isBusy={form.isBusy} disabled={!form.isReady}>
              {t("account.subscription.save")}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
