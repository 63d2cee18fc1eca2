import { ChangePasswordRequest, type DeviceName, type SignedInSession } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { PasswordField } from "~/components/ui/password-field.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { validateForm } from "~/lib/form-validation.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import {
  changePasswordMutation,
  securityQuery,
  signOutOtherSessionsMutation,
  signOutSessionMutation,
} from "./api.ts";
import "./security.css";

/** "Chrome on macOS", or what could be told of it. */
function useDeviceLabel() {
  const { t } = useTranslation();
  return ({ browser, os, type }: DeviceName) => {
    if (browser && os) return t("account.security.device", { browser, os });
    return browser ?? os ?? t(`account.security.deviceTypes.${type}`);
  };
}

function useWhen() {
  const { locale } = useSite();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (iso: string) => format.format(new Date(iso));
}

/**
 * The profile's security tab: change the password, see where the account is signed in and sign
 * other devices out, and read the latest sign-ins, so a player can tell if someone else got in.
 */
export function SecurityPanel() {
  const { t } = useTranslation();
  const { data } = useQuery(securityQuery());
  if (!data) {
    return (
      <div className="security">
        <Skeleton count={3} variant="card" label={t("account.security.loading")} />
      </div>
    );
  }
  return (
    <div className="security">
      <PasswordChange hasPassword={data.hasPassword} />
      <Sessions sessions={data.sessions} />
      <section className="panel security__section" aria-labelledby="security-sign-ins">
        <h2 id="security-sign-ins" className="security__title">
          {t("account.security.signInsTitle")}
        </h2>
        <SignInList signIns={data.signIns} />
      </section>
    </div>
  );
}

function PasswordChange({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const form = useApiForm(changePasswordMutation(locale));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const fields = new FormData(element);
    const checked = validateForm(
      ChangePasswordRequest,
      {
        ...(hasPassword ? { currentPassword: fields.get("currentPassword") } : {}),
        newPassword: fields.get("newPassword"),
      },
      (field) =>
        field === "currentPassword"
          ? t("account.security.errors.currentPassword")
          : t("auth.errors.password"),
    );
    form.submit(checked, {
      onSuccess: () => {
        element.reset();
        toast.show({ message: t("account.security.passwordChanged"), tone: "success" });
      },
    });
  }

  return (
    <section className="panel security__section" aria-labelledby="security-password">
      <h2 id="security-password" className="security__title">
        {hasPassword ? t("account.security.changePassword") : t("account.security.setPassword")}
      </h2>
      <p className="security__lead">{t("account.security.passwordLead")}</p>
      <form ref={form.ref} className="form" method="post" noValidate onSubmit={submit}>
        <FormError message={form.formError} />
        {hasPassword ? (
          <PasswordField
            label={t("account.security.currentPassword")}
            name="currentPassword"
            autoComplete="current-password"
            required
            error={form.errors.currentPassword}
            showLabel={t("auth.showPassword")}
            hideLabel={t("auth.hidePassword")}
          />
        ) : null}
        <PasswordField
          label={t("account.security.newPassword")}
          name="newPassword"
          autoComplete="new-password"
          required
          hint={t("auth.passwordHint")}
          error={form.errors.newPassword}
          showLabel={t("auth.showPassword")}
          hideLabel={t("auth.hidePassword")}
        />
        <div className="form__actions">
          <Button type="submit" isBusy={form.isBusy} disabled={!form.isReady}>
            {t("account.security.savePassword")}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Sessions({ sessions }: { sessions: SignedInSession[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const deviceLabel = useDeviceLabel();
  const when = useWhen();
  const signOutOne = useApiForm(signOutSessionMutation(locale));
  const signOutOthers = useApiForm(signOutOtherSessionsMutation(locale));
  const hasOthers = sessions.some((session) => !session.isCurrent);
  const done = () => toast.show({ message: t("account.security.signedOut"), tone: "success" });

  return (
    <section className="panel security__section" aria-labelledby="security-sessions">
      <h2 id="security-sessions" className="security__title">
        {t("account.security.sessionsTitle")}
      </h2>
      <FormError message={signOutOne.formError ?? signOutOthers.formError} />
      <ul className="security__list">
        {sessions.map((session) => (
          <li key={session.id} className="security__item">
            <div className="security__item-text">
              <p className="security__device">
                {deviceLabel(session.device)}
                {session.isCurrent ? (
                  <span className="status-badge status-badge--ok">{t("account.security.thisDevice")}</span>
                ) : null}
              </p>
              <p className="security__meta">
                {t("account.security.lastActive", { when: when(session.lastSeenAt) })}
                {session.ip ? ` · ${session.ip}` : ""}
              </p>
            </div>
            {session.isCurrent ? null : (
              <Button
                variant="secondary"
                disabled={!signOutOne.isReady || signOutOne.isBusy}
                onClick={() => signOutOne.submit({ ok: true, data: session.id }, { onSuccess: done })}
                aria-label={t("account.security.signOutDevice", { device: deviceLabel(session.device) })}
              >
                {t("account.security.signOut")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {hasOthers ? (
        <div className="form__actions">
          <Button
            variant="ghost"
            isBusy={signOutOthers.isBusy}
            disabled={!signOutOthers.isReady}
            onClick={() => signOutOthers.submit({ ok: true, data: undefined }, { onSuccess: done })}
          >
            {t("account.security.signOutOthers")}
          </Button>
        </div>
      ) : (
        <p className="security__lead">{t("account.security.onlyThisDevice")}</p>
      )}
    </section>
  );
}

function SignInList({
  signIns,
}: {
  signIns: { at: string; method: string; device: DeviceName; ip: string | null }[];
}) {
  const { t } = useTranslation();
  const deviceLabel = useDeviceLabel();
  const when = useWhen();
  return (
    <ul className="security__list">
      {signIns.map((signIn) => (
        <li key={`${signIn.at}-${signIn.method}`} className="security__item">
          <div className="security__item-text">
            <p className="security__device">{when(signIn.at)}</p>
            <p className="security__meta">
              {t(`account.security.methods.${signIn.method as "password"}`)} · {deviceLabel(signIn.device)}
              {signIn.ip ? ` · ${signIn.ip}` : ""}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
