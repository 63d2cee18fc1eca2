import { PLAY_BREAK_DAYS, PLAY_BREAK_KINDS, type PlayBreak, type PlayBreakKind } from "@reelhouse/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { startPlayBreakMutation } from "./api.ts";
import { formatBreakEnd } from "./format.ts";

type BreakDays = (typeof PLAY_BREAK_DAYS)[PlayBreakKind][number];

interface Choice {
  kind: PlayBreakKind;
  days: BreakDays;
}

const choiceValue = ({ kind, days }: Choice) => `${kind}:${days}`;

/**
 * A break from play: a cool-off (a day to a month) or a self-exclusion (months to years). The
 * player picks a length, reads what it means and confirms; the server signs them out everywhere,
 * and the page says when they may come back before it takes them home as a guest.
 */
export function PlayBreakPanel() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const form = useApiForm(startPlayBreakMutation(locale));
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [taken, setTaken] = useState<PlayBreak | null>(null);

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [kind, days] = String(new FormData(event.currentTarget).get("length") ?? "").split(":");
    if (!kind || !days) return;
    setChosen({ kind: kind as PlayBreakKind, days: Number(days) as BreakDays });
  }

  function confirm() {
    if (!chosen) return;
    form.submit({ ok: true, data: chosen }, { onSuccess: (playBreak) => setTaken(playBreak) });
  }

  return (
    <section className="panel play-control play-break" id="take-a-break" aria-labelledby="play-break-title">
      <h2 id="play-break-title" className="play-control__title">
        {t("responsiblePlay.break.title")}
      </h2>
      <p className="play-control__lead">{t("responsiblePlay.break.lead")}</p>
      <form className="form play-control__form" noValidate onSubmit={choose}>
        {PLAY_BREAK_KINDS.map((kind) => (
          <fieldset key={kind} className="play-break__group">
            <legend className="play-break__legend">{t(`responsiblePlay.break.kinds.${kind}`)}</legend>
            <p className="play-break__about">{t(`responsiblePlay.break.about.${kind}`)}</p>
            <div className="play-break__lengths">
              {PLAY_BREAK_DAYS[kind].map((days) => (
                <label key={days} className="play-break__length">
                  <input type="radio" name="length" value={choiceValue({ kind, days })} required />
                  <span>{t(`responsiblePlay.break.lengths.${days}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="form__actions">
          <Button type="submit" variant="secondary">
            {t("responsiblePlay.break.review")}
          </Button>
        </div>
      </form>
      <Modal
        isOpen={chosen !== null && taken === null}
        onClose={() => setChosen(null)}
        title={t("responsiblePlay.break.confirmTitle")}
        closeLabel={t("responsiblePlay.break.keepPlaying")}
      >
        {chosen ? (
          <div className="play-break__confirm">
            <p>
              {t("responsiblePlay.break.confirmLength", {
                kind: t(`responsiblePlay.break.kinds.${chosen.kind}`),
                length: t(`responsiblePlay.break.lengths.${chosen.days}`),
              })}
            </p>
            <ul className="play-break__effects">
              <li>{t("responsiblePlay.break.effects.signOut")}</li>
              <li>{t("responsiblePlay.break.effects.noMoney")}</li>
              <li>{t("responsiblePlay.break.effects.noUndo")}</li>
            </ul>
            <FormError message={form.formError} />
            <div className="form__actions">
              <Button isBusy={form.isBusy} disabled={!form.isReady} onClick={confirm}>
                {t("responsiblePlay.break.confirm")}
              </Button>
              <Button variant="ghost" onClick={() => setChosen(null)}>
                {t("responsiblePlay.break.keepPlaying")}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
      <Modal isOpen={taken !== null} title={t("responsiblePlay.break.startedTitle")}>
        {taken ? (
          <div className="play-break__confirm">
            <p role="status">
              {t("responsiblePlay.break.started", { until: formatBreakEnd(taken.endsAt, locale) })}
            </p>
            <p>{t("responsiblePlay.break.help")}</p>
            <div className="form__actions">
              {/* A full load: the signed-out site starts afresh, with nothing of the session kept. */}
              <a className="btn btn--primary btn--md" href={locale === "es" ? "/es/" : "/"}>
                {t("responsiblePlay.break.done")}
              </a>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
