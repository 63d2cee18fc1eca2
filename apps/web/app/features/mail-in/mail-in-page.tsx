import type { MailInCode, MailInSummary } from "@reelhouse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { formatQuantity } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { mailInKeys, mailInQuery, requestCodeMutation } from "./api.ts";
import "./mail-in.css";

/** A day as the server counts a code's days (UTC), in the page's language. */
function useDay(): (iso: string) => string {
  const { locale } = useSite();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  return (iso: string) => format.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

/**
 * `/mail-in`: free entries by mail, the sweepstakes' alternative method of entry. Anyone reads how
 * it works and where to write; a player gets codes to write on their cards and follows each one
 * until it is credited (the credit's balance message reads the list again).
 */
export function MailInPage({ initial }: { initial: MailInSummary }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...mailInQuery(), initialData: initial });
  useRealtimeMessage("cash", ({ data: change }) => {
    if (change.kind === "mail_in_entries") void queryClient.invalidateQueries({ queryKey: mailInKeys.all });
  });
  const entries = formatQuantity(data.rules.entriesPerRequest, locale);
  return (
    <article className="mail-in">
      <PageHeader title={t("mailIn.title")} lead={t("mailIn.lead", { entries })} />
      <div className="mail-in__layout">
        <div className="mail-in__main">
          {data.codes === null ? <GuestPanel /> : <CodesPanel summary={{ ...data, codes: data.codes }} />}
        </div>
        <HowItWorks summary={data} />
      </div>
    </article>
  );
}

function HowItWorks({ summary }: { summary: MailInSummary }) {
  const { t } = useTranslation();
  const { locale, theme } = useSite();
  const to = useLocalizedPath();
  const { rules } = summary;
  const brand = theme.displayName;
  const entries = formatQuantity(rules.entriesPerRequest, locale);
  return (
    <div className="mail-in__side">
      <section className="panel mail-in__how" aria-labelledby="mail-in-how">
        <h2 id="mail-in-how">{t("mailIn.how.title")}</h2>
        <ol className="mail-in__steps">
          <li>{t("mailIn.how.code")}</li>
          <li>{t("mailIn.how.write", { brand })}</li>
          <li>
            {t("mailIn.how.mail")}
            <address className="mail-in__address">
              <span>{theme.operator.legalName}</span>
              <span>{t("mailIn.attention", { brand })}</span>
              {theme.operator.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </li>
          <li>{t("mailIn.how.credit", { entries })}</li>
        </ol>
      </section>
      <section className="panel mail-in__limits" aria-labelledby="mail-in-limits">
        <h2 id="mail-in-limits">{t("mailIn.limits.title")}</h2>
        <ul>
          <li>{t("mailIn.limits.lifetime", { count: rules.codeLifetimeDays })}</li>
          <li>{t("mailIn.limits.waiting", { count: rules.maxWaitingCodes })}</li>
          <li>{t("mailIn.limits.perDay")}</li>
        </ul>
        <Link to={to("/page/sweepstakes-rules")}>{t("mailIn.limits.rules")}</Link>
      </section>
    </div>
  );
}

function GuestPanel() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const back = encodeURIComponent(to("/mail-in"));
  return (
    <section className="panel mail-in__guest" aria-labelledby="mail-in-codes">
      <h2 id="mail-in-codes">{t("mailIn.codes.title")}</h2>
      <p>{t("mailIn.guest.text")}</p>
      <div className="mail-in__actions">
        <ButtonLink to={`${to("/signin")}?redirectTo=${back}`}>{t("mailIn.guest.signIn")}</ButtonLink>
        <ButtonLink variant="secondary" to={`${to("/signup")}?redirectTo=${back}`}>
          {t("mailIn.guest.signUp")}
        </ButtonLink>
      </div>
    </section>
  );
}

function CodesPanel({ summary }: { summary: MailInSummary & { codes: MailInCode[] } }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const request = useMutation(requestCodeMutation(locale, queryClient));
  // Server-rendered, the button waits for the page's code: a click before it would do nothing.
  const isHydrated = useHydrated();
  const waiting = summary.codes.filter((code) => code.state === "waiting").length;
  const isFull = waiting >= summary.rules.maxWaitingCodes;
  return (
    <section className="panel mail-in__codes" aria-labelledby="mail-in-codes">
      <div className="mail-in__codes-head">
        <h2 id="mail-in-codes">{t("mailIn.codes.title")}</h2>
        <Button onClick={() => request.mutate()} disabled={!isHydrated || isFull || request.isPending}>
          {request.isPending ? t("mailIn.codes.requesting") : t("mailIn.codes.request")}
        </Button>
      </div>
      <p className="mail-in__status" role="status">
        {request.data ? t("mailIn.codes.issued", { code: request.data.code.code }) : ""}
      </p>
      {request.error ? (
        <p className="mail-in__error" role="alert">
          {request.error.message}
        </p>
      ) : null}
      {isFull ? <p className="mail-in__note">{t("mailIn.codes.full", { count: waiting })}</p> : null}
      {summary.codes.length === 0 ? (
        <p className="mail-in__note">{t("mailIn.codes.empty")}</p>
      ) : (
        <ul className="mail-in__list">
          {summary.codes.map((code) => (
            <CodeRow key={code.code} code={code} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CodeRow({ code }: { code: MailInCode }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const day = useDay();
  return (
    <li className={`mail-in__code mail-in__code--${code.state}`}>
      <code className="mail-in__value">{code.code}</code>
      <span className="mail-in__state">{t(`mailIn.state.${code.state}`)}</span>
      <span className="mail-in__detail">
        {code.credit ? (
          <>
            {t("mailIn.codes.credited", {
              entries: formatQuantity(code.credit.entries, locale),
              date: day(code.credit.creditedAt),
            })}
            <br />
            {t("mailIn.codes.postmarked", { date: day(code.credit.postmarkedOn) })}
          </>
        ) : code.state === "expired" ? (
          t("mailIn.codes.expiredOn", { date: day(code.expiresAt) })
        ) : (
          <>
            {t("mailIn.codes.postBy", { date: day(code.expiresAt) })}
            <br />
            {t("mailIn.codes.issuedOn", { date: day(code.issuedAt) })}
          </>
        )}
      </span>
    </li>
  );
}
