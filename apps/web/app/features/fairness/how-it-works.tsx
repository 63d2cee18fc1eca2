import { useTranslation } from "react-i18next";

const STEPS = ["commit", "clientSeed", "nonce", "outcome", "reveal"] as const;

/** Provably fair play in plain words, with the one formula every outcome comes from. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="fairness__section" aria-labelledby="how-it-works">
      <h2 id="how-it-works">{t("fairness.howItWorks.title")}</h2>
      <ol className="fair-steps">
        {STEPS.map((step) => (
          <li key={step} className="fair-step">
            <h3 className="fair-step__title">{t(`fairness.howItWorks.steps.${step}.title`)}</h3>
            <p>{t(`fairness.howItWorks.steps.${step}.body`)}</p>
            {step === "outcome" ? (
              <code className="fair-step__formula">{t("fairness.howItWorks.formula")}</code>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
