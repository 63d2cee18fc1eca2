import { BankAccount, type RedemptionOverview, type RedemptionRequest } from "@reelhouse/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { trackEvent } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api-client.ts";
import { formatBalance, formatQuantity } from "~/lib/balance.ts";
import type { FieldErrors, Validation } from "~/lib/form-validation.ts";
import { validateForm } from "~/lib/form-validation.ts";
import { formatUsd } from "~/lib/money.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { redemptionsKeys, requestRedemptionMutation } from "./api.ts";

const NEW_ACCOUNT = "new";

/** "50", "50.5", "1,250.25" → hundredths; null when it is not an amount of entries. */
export function parseEntries(text: string): number | null {
  const plain = text.trim().replaceAll(",", "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = "0", fraction = ""] = plain.split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The most the player may ask for now: their redeemable entries, within both limits. */
export function mostRedeemable({ redeemable, limits }: Pick<RedemptionOverview, "redeemable" | "limits">) {
  return Math.max(Math.min(redeemable, limits.perRequest, limits.perDay - limits.usedToday), 0);
}

/**
 * The amount and where to pay it: a bank account used before, or a new one (its numbers go to the
 * payout partner through the server, which keeps only a label). One Idempotency-Key per attempt, so
 * a request sent twice (a double click, a retry after a lost answer) redeems once.
 */
export function RedeemForm({ overview }: { overview: RedemptionOverview }) {
  const { t } = useTranslation();
  const { locale, player } = useSite();
  const toast = useToast();
  const queryClient = useQueryClient();
  // The balance in the header moves with the hold.
  const revalidator = useRevalidator();
  const form = useApiForm(requestRedemptionMutation(locale));
  const attemptKey = useRef<string | null>(null);
  const [amountText, setAmountText] = useState("");
  const [destination, setDestination] = useState(overview.destinations[0]?.id ?? NEW_ACCOUNT);
  const most = mostRedeemable(overview);
  const amount = parseEntries(amountText);
  const entries = (minor: number) => formatQuantity(minor, locale);

  function check(values: FormData): Validation<RedemptionRequest> {
    const errors: FieldErrors = {};
    if (amount === null || amount === 0) errors.amount = t("redemptions.form.errors.amount");
    else if (amount < overview.limits.minimum)
      errors.amount = t("redemptions.form.errors.tooLittle", { minimum: entries(overview.limits.minimum) });
    else if (amount > most) errors.amount = t("redemptions.form.errors.tooMuch", { most: entries(most) });
    if (destination !== NEW_ACCOUNT) {
      return Object.keys(errors).length > 0
        ? { ok: false, errors }
        : { ok: true, data: { amount: amount ?? 0, destinationId: destination } };
    }
    const account = validateForm(
      BankAccount,
      {
        holderName: String(values.get("holderName") ?? ""),
        routingNumber: String(values.get("routingNumber") ?? "").replaceAll(/\s/g, ""),
        accountNumber: String(values.get("accountNumber") ?? "").replaceAll(/\s/g, ""),
        accountType: values.get("accountType"),
      },
      (field) => t(`redemptions.form.errors.${field as "holderName" | "routingNumber" | "accountNumber"}`),
    );
    if (!account.ok) Object.assign(errors, account.errors);
    if (Object.keys(errors).length > 0 || !account.ok) return { ok: false, errors };
    return { ok: true, data: { amount: amount ?? 0, bankAccount: account.data } };
  }

  function redeem(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(new FormData(event.currentTarget));
    attemptKey.current ??= crypto.randomUUID();
    const key = attemptKey.current;
    form.submit(checked.ok ? { ok: true, data: { key, body: checked.data } } : checked, {
      onSuccess: (redemption) => {
        attemptKey.current = null;
        setAmountText("");
        void revalidator.revalidate();
        toast.show({
          message: t("redemptions.requested", { usd: formatUsd(redemption.amount) }),
          tone: "success",
        });
        trackEvent("redeem", {
          ...(player ? { playerId: player.id } : {}),
          redemptionId: redemption.id,
          value: redemption.amount / 100,
        });
      },
      // A refusal was not a redemption: the next attempt, whatever it asks, is a new one. A check
      // that no longer holds (verification withdrawn, a break started in another tab) shows in the
      // checklist, which the page reads again.
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status >= 500) return;
        attemptKey.current = null;
        if (error.reason === "REDEMPTION_CHECKS_UNMET")
          void queryClient.invalidateQueries({ queryKey: redemptionsKeys.all });
      },
    });
  }

  return (
    <section className="panel redeem-form" aria-labelledby="redeem-form-title">
      <h2 id="redeem-form-title">{t("redemptions.form.title")}</h2>
      <form ref={form.ref} className="form" method="post" noValidate onSubmit={redeem}>
        <div className="redeem-form__amount">
          <TextField
            label={t("redemptions.form.amount")}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.currentTarget.value)}
            hint={t("redemptions.form.amountHint", {
              minimum: entries(overview.limits.minimum),
              most: entries(overview.limits.perRequest),
              leftToday: entries(Math.max(overview.limits.perDay - overview.limits.usedToday, 0)),
            })}
            error={form.errors.amount}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => setAmountText(formatBalance(most, "entries", "en").replaceAll(",", ""))}
          >
            {t("redemptions.form.max")}
          </Button>
        </div>
        <fieldset className="redeem-form__destinations">
          <legend>{t("redemptions.form.destination")}</legend>
          {overview.destinations.map(({ id, label }) => (
            <label key={id} className="redeem-form__choice">
              <input
                type="radio"
                name="destination"
                value={id}
                checked={destination === id}
                onChange={() => setDestination(id)}
              />
              <span>{label}</span>
            </label>
          ))}
          <label className="redeem-form__choice">
            <input
              type="radio"
              name="destination"
              value={NEW_ACCOUNT}
              checked={destination === NEW_ACCOUNT}
              onChange={() => setDestination(NEW_ACCOUNT)}
            />
            <span>{t("redemptions.form.newAccount")}</span>
          </label>
        </fieldset>
        {destination === NEW_ACCOUNT ? <NewBankAccount errors={form.errors} /> : null}
        <FormError message={form.formError} />
        <div className="form__actions">
          <Button type="submit" size="lg" isBusy={form.isBusy} disabled={!form.isReady}>
            {amount && amount > 0
              ? t("redemptions.form.submit", { usd: formatUsd(amount) })
              : t("redemptions.form.submitIdle")}
          </Button>
        </div>
        <p className="redeem-form__secure">{t("redemptions.form.secure")}</p>
      </form>
    </section>
  );
}

function NewBankAccount({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <div className="redeem-form__account">
      <TextField
        label={t("redemptions.form.holderName")}
        name="holderName"
        autoComplete="name"
        hint={t("redemptions.form.holderHint")}
        error={errors.holderName}
      />
      <TextField
        label={t("redemptions.form.routingNumber")}
        name="routingNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        error={errors.routingNumber}
      />
      <TextField
        label={t("redemptions.form.accountNumber")}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        error={errors.accountNumber}
      />
      <fieldset className="redeem-form__account-type">
        <legend>{t("redemptions.form.accountType")}</legend>
        {(["checking", "savings"] as const).map((type) => (
          <label key={type} className="redeem-form__choice">
            <input type="radio" name="accountType" value={type} defaultChecked={type === "checking"} />
            <span>{t(`redemptions.form.${type}`)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
