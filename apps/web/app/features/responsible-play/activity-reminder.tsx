import { ACTIVITY_REMINDER_MINUTES, type RealityCheck } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { realityCheckQuery, setActivityReminderMutation } from "./api.ts";

const OFF = "off";

/** The reality check's interval: how often play stops to show the session's time and net result. */
export function ActivityReminderPanel({ initial }: { initial: RealityCheck }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const { data } = useQuery({ ...realityCheckQuery(), initialData: initial });
  const form = useApiForm(setActivityReminderMutation(locale));
  const current = data.reminderMinutes;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get("minutes") ?? OFF);
    const minutes = chosen === OFF ? null : Number(chosen);
    form.submit(
      { ok: true, data: minutes },
      {
        onSuccess: () =>
          toast.show({
            message:
              minutes === null
                ? t("responsiblePlay.reminder.savedOff")
                : t("responsiblePlay.reminder.saved", { minutes }),
            tone: "success",
          }),
      },
    );
  }

  return (
    <section className="panel play-control" aria-labelledby="reality-check-title">
      <h2 id="reality-check-title" className="play-control__title">
        {t("responsiblePlay.reminder.title")}
      </h2>
      <p className="play-control__lead">{t("responsiblePlay.reminder.lead")}</p>
      <form ref={form.ref} className="form play-control__form" noValidate onSubmit={submit}>
        <FormError message={form.formError} />
        <div className="field">
          <label className="field__label" htmlFor="reality-check-minutes">
            {t("responsiblePlay.reminder.label")}
          </label>
          {/* Keyed by the saved value, so the choice shown follows what the server holds. */}
          <select
            key={current ?? OFF}
            id="reality-check-minutes"
            name="minutes"
            className="field__input"
            defaultValue={current ?? OFF}
          >
            <option value={OFF}>{t("responsiblePlay.reminder.off")}</option>
            {ACTIVITY_REMINDER_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t("responsiblePlay.reminder.every", { minutes })}
              </option>
            ))}
          </select>
        </div>
        <div className="form__actions">
          <Button type="submit" isBusy={form.isBusy} disabled={!form.isReady}>
            {t("responsiblePlay.reminder.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
