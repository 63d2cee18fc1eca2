import type { Currency, RealityCheck } from "@reelhouse/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { formatGameAmount } from "~/lib/balance.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { realityCheckQuery, responsiblePlayKeys } from "./api.ts";

const MINUTE_MS = 60_000;

/** When the next reminder falls: the next whole interval since the session opened, after `now`. */
export function nextReminderAt(
  check: Pick<RealityCheck, "reminderMinutes" | "sessionStartedAt">,
  now: number,
) {
  if (!check.reminderMinutes) return null;
  const interval = check.reminderMinutes * MINUTE_MS;
  const start = Date.parse(check.sessionStartedAt);
  const passed = Math.max(0, Math.floor((now - start) / interval));
  return start + (passed + 1) * interval;
}

/**
 * The reality check (spec §2 "reality-check notification"): when the player chose reminders, play
 * stops every interval with the session's length and its net result, read fresh from the server,
 * and the ways to step back (the history, a break). Keeping on plays until the next interval.
 */
export function RealityCheckPrompt() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  const { data } = useQuery(realityCheckQuery());
  const [shown, setShown] = useState<RealityCheck | null>(null);

  useEffect(() => {
    if (!data || shown) return;
    const dueAt = nextReminderAt(data, Date.now());
    if (dueAt === null) return;
    const timer = window.setTimeout(async () => {
      const fresh = await queryClient.fetchQuery({ ...realityCheckQuery(), staleTime: 0 });
      if (fresh.reminderMinutes) setShown(fresh);
    }, dueAt - Date.now());
    return () => window.clearTimeout(timer);
  }, [data, shown, queryClient]);

  const keepPlaying = () => {
    setShown(null);
    void queryClient.invalidateQueries({ queryKey: responsiblePlayKeys.realityCheck });
  };
  const minutes = shown
    ? Math.max(1, Math.round((Date.now() - Date.parse(shown.sessionStartedAt)) / MINUTE_MS))
    : 0;
  const currencies: Currency[] =
    shown && shown.entries.staked + shown.entries.won > 0 ? ["coins", "entries"] : ["coins"];

  return (
    <Modal isOpen={shown !== null} onClose={keepPlaying} title={t("responsiblePlay.check.title")}>
      {shown ? (
        <div className="reality-check">
          <p className="reality-check__time">{t("responsiblePlay.check.playingFor", { count: minutes })}</p>
          <dl className="reality-check__results">
            {currencies.map((currency) => {
              const { staked, won, net } = shown[currency];
              const amount = (value: number) => formatGameAmount(Math.abs(value), currency, locale);
              return (
                <div key={currency} className="reality-check__row">
                  <dt>{t(`responsiblePlay.check.net.${currency}`)}</dt>
                  <dd className={net < 0 ? "reality-check__net--down" : "reality-check__net--up"}>
                    {net < 0 ? `−${amount(net)}` : `+${amount(net)}`}
                  </dd>
                  <dd className="reality-check__detail">
                    {t("responsiblePlay.check.detail", { staked: amount(staked), won: amount(won) })}
                  </dd>
                </div>
              );
            })}
          </dl>
          <div className="form__actions">
            <Button onClick={keepPlaying}>{t("responsiblePlay.check.keepPlaying")}</Button>
            <ButtonLink variant="secondary" to={localize("/game/history")} onClick={keepPlaying}>
              {t("responsiblePlay.check.history")}
            </ButtonLink>
            <ButtonLink
              variant="ghost"
              to={`${localize("/game/responsible-play")}#take-a-break`}
              onClick={keepPlaying}
            >
              {t("responsiblePlay.check.takeBreak")}
            </ButtonLink>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
