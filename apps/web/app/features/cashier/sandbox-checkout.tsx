import type { AvailableSets, Payment } from "@reelhouse/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { formatUsd } from "~/lib/money.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { isSettled, paymentQuery, sandboxBankTransferMutation, sandboxChargeMutation } from "./api.ts";
import { cardDigits, formatCardNumber, formatCvc, formatExpiry } from "./card-input.ts";
import { failedPagePath } from "./result-paths.ts";
import { usePaymentUpdates } from "./use-payment-updates.ts";
import "./sandbox-checkout.css";

/** The sandbox's test cards (ADR 073), offered to fill the form in one press. */
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "testCardPays" },
  { number: "4000 0000 0000 0002", outcome: "testCardDeclines" },
  { number: "4000 0000 0000 3220", outcome: "testCardChallenge" },
] as const;
const CHALLENGE_CODE = "1234";

/**
 * The sandbox provider's hosted checkout (`/cashIframe`, inside the cash widget): the card form,
 * with its challenge step, or the test bank's page. The outcome comes by the provider's webhook,
 * so after sending the page asks for the payment until it is settled, then takes the whole window
 * to the success page, or to the failed page with the next method to try (spec §8). The page
 * sits in a frame of the site, whose connection hands it the `payment` message that settles it.
 */
/** Each field's formatting as it is typed (card-input.ts). */
const FORMATS = { cardNumber: formatCardNumber, expiry: formatExpiry, cvc: formatCvc } as const;

export function SandboxCheckout({ payment: initial, sets }: { payment: Payment; sets: AvailableSets }) {
  const { t } = useTranslation();
  const [isWaiting, setIsWaiting] = useState(false);
  const payment = useQuery({ ...paymentQuery(initial.id), initialData: initial, enabled: isWaiting }).data;
  usePaymentUpdates(initial.id);
  const to = useLocalizedPath();

  useEffect(() => {
    if (!isSettled(payment)) return;
    const target =
      payment.status === "completed"
        ? `/cash/success/?paymentId=${payment.id}`
        : failedPagePath(payment, sets.methods);
    // The checkout runs in the widget's frame: the result is a page of the whole site.
    (window.top ?? window).location.assign(to(target));
  }, [payment, sets.methods, to]);

  const kind = sets.methods.find((method) => method.id === payment.methodId)?.kind;
  return (
    <main id="main" className="sandbox-checkout">
      <p className="sandbox-checkout__notice">{t("cashier.sandbox.notice")}</p>
      {isWaiting || isSettled(payment) ? (
        <p className="sandbox-checkout__processing" role="status">
          <span className="sandbox-checkout__spinner" aria-hidden="true" />
          {t("cashier.sandbox.processing")}
        </p>
      ) : payment.status === "created" && kind === "bank_transfer" ? (
        <BankPage payment={payment} onSent={() => setIsWaiting(true)} />
      ) : payment.status === "created" && kind === "card" ? (
        <CardForm payment={payment} onSent={() => setIsWaiting(true)} />
      ) : (
        <FormError message={t("cashier.sandbox.unavailable")} />
      )}
    </main>
  );
}

function CardForm({ payment, onSent }: { payment: Payment; onSent: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const isReady = useHydrated();
  // The fields are the page's state, so they wait for hydration (disabled) rather than lose what was typed.
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "" });
  const [isChallenged, setIsChallenged] = useState(false);
  const charge = useMutation({
    ...sandboxChargeMutation(locale),
    onSuccess: ({ outcome }) => (outcome === "challenge" ? setIsChallenged(true) : onSent()),
  });
  const refusal = charge.error instanceof ApiError ? charge.error : null;
  const fields = refusal?.fieldMessages() ?? {};
  const formError = refusal && refusal.fields.length === 0 ? refusal.message : null;

  const send = (event: FormEvent<HTMLFormElement>, challengeCode?: string) => {
    event.preventDefault();
    if (charge.isPending) return;
    charge.mutate({
      paymentId: payment.id,
      cardNumber: cardDigits(card.cardNumber),
      expiry: card.expiry,
      cvc: card.cvc,
      ...(challengeCode === undefined ? {} : { challengeCode }),
    });
  };

  if (isChallenged) {
    return (
      <form
        className="sandbox-checkout__form"
        onSubmit={(event) => send(event, String(new FormData(event.currentTarget).get("code") ?? ""))}
      >
        <h1 className="sandbox-checkout__title">{t("cashier.sandbox.challengeTitle")}</h1>
        <p>{t("cashier.sandbox.challengeLead", { code: CHALLENGE_CODE })}</p>
        <TextField
          label={t("cashier.sandbox.challengeCode")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
        <FormError message={formError} />
        <Button type="submit" size="lg" disabled={!isReady || charge.isPending}>
          {t("cashier.sandbox.confirm")}
        </Button>
      </form>
    );
  }

  const update = (field: keyof typeof card) => (event: { currentTarget: HTMLInputElement }) => {
    const value = FORMATS[field](event.currentTarget.value);
    setCard((current) => ({ ...current, [field]: value }));
  };
  return (
    <form className="sandbox-checkout__form" onSubmit={send} noValidate>
      <h1 className="sandbox-checkout__title">{formatUsd(payment.priceMinor)}</h1>
      <TextField
        label={t("cashier.sandbox.cardNumber")}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card.cardNumber}
        disabled={!isReady}
        onChange={update("cardNumber")}
        error={fields.cardNumber}
        required
      />
      <div className="sandbox-checkout__row">
        <TextField
          label={t("cashier.sandbox.expiry")}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/30"
          value={card.expiry}
          disabled={!isReady}
          onChange={update("expiry")}
          error={fields.expiry}
          required
        />
        <TextField
          label={t("cashier.sandbox.cvc")}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          disabled={!isReady}
          onChange={update("cvc")}
          error={fields.cvc}
          required
        />
      </div>
      <FormError message={formError} />
      <Button type="submit" size="lg" disabled={!isReady || charge.isPending}>
        {t("cashier.sandbox.pay", { price: formatUsd(payment.priceMinor) })}
      </Button>
      <section className="sandbox-checkout__cards" aria-labelledby="test-cards">
        <h2 id="test-cards">{t("cashier.sandbox.testCards")}</h2>
        <ul>
          {TEST_CARDS.map((test) => (
            <li key={test.number}>
              <button
                type="button"
                className="sandbox-checkout__card"
                onClick={() =>
                  setCard({ cardNumber: formatCardNumber(test.number), expiry: "12/30", cvc: "123" })
                }
              >
                {test.number}
              </button>{" "}
              {t(`cashier.sandbox.${test.outcome}`, { code: CHALLENGE_CODE })}
            </li>
          ))}
        </ul>
      </section>
    </form>
  );
}

function BankPage({ payment, onSent }: { payment: Payment; onSent: () => void }) {
  const { t } = useTranslation();
  const { locale, theme } = useSite();
  const isReady = useHydrated();
  const transfer = useMutation({ ...sandboxBankTransferMutation(locale), onSuccess: onSent });
  const send = (approve: boolean) => {
    if (!transfer.isPending) transfer.mutate({ paymentId: payment.id, approve });
  };
  return (
    <section className="sandbox-checkout__form sandbox-checkout__bank" aria-labelledby="bank-title">
      <h1 id="bank-title" className="sandbox-checkout__title">
        {t("cashier.sandbox.bankTitle")}
      </h1>
      <p>
        {t("cashier.sandbox.bankLead", { price: formatUsd(payment.priceMinor), brand: theme.displayName })}
      </p>
      <FormError message={transfer.error?.message ?? null} />
      <div className="sandbox-checkout__row">
        <Button size="lg" disabled={!isReady || transfer.isPending} onClick={() => send(true)}>
          {t("cashier.sandbox.approve")}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={!isReady || transfer.isPending}
          onClick={() => send(false)}
        >
          {t("cashier.sandbox.decline")}
        </Button>
      </div>
    </section>
  );
}
