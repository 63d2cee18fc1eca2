import { CLIENT_SEED_MAX, type Fairness } from "@reelhouse/contract";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { FormError } from "~/components/ui/form-error.tsx";
import { TextField } from "~/components/ui/text-field.tsx";
import { SeedValue } from "./copy-button.tsx";
import { PairActivity } from "./pair-activity.tsx";
import { checkClientSeed, useRotateSeeds } from "./use-rotate-seeds.ts";

/**
 * The active seed pair (its server seed shown only as its hash), the hash of the server seed
 * already committed for the next pair, and the form that rotates to it with the client seed chosen.
 */
export function SeedPanel({ seeds }: { seeds: Fairness }) {
  const { t } = useTranslation();
  const rotation = useRotateSeeds();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const text = String(new FormData(element).get("clientSeed") ?? "");
    rotation.rotate(checkClientSeed(text, t), () => element.reset());
  }

  return (
    <section className="panel fairness__panel" aria-labelledby="active-seeds">
      <h2 id="active-seeds" className="fairness__panel-title">
        {t("fairness.seeds.title")}
      </h2>
      <dl className="seed-values">
        <SeedValue label={t("fairness.seeds.serverSeedHash")} value={seeds.serverSeedHash} />
        <SeedValue label={t("fairness.seeds.clientSeed")} value={seeds.clientSeed} />
        <div className="seed-value">
          <dt className="seed-value__label">{t("fairness.seeds.nextNonce")}</dt>
          <dd className="seed-value__value">
            <code>{seeds.nextNonce}</code>
          </dd>
        </div>
        <SeedValue label={t("fairness.seeds.nextServerSeedHash")} value={seeds.nextServerSeedHash} />
      </dl>
      <PairActivity
        pair={{ serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, serverSeed: null }}
      />
      <p className="fairness__note">{t("fairness.seeds.nextServerSeedNote")}</p>
      <form
        className="form fairness__rotate"
        method="post"
        noValidate
        onSubmit={submit}
        aria-labelledby="rotate-seeds"
      >
        <h3 id="rotate-seeds" className="fairness__subtitle">
          {t("fairness.seeds.rotateTitle")}
        </h3>
        <p className="fairness__note">{t("fairness.seeds.rotateBody")}</p>
        <FormError message={rotation.formError} />
        <TextField
          name="clientSeed"
          label={t("fairness.seeds.newClientSeed")}
          hint={t("fairness.seeds.newClientSeedHint")}
          error={rotation.errors.clientSeed}
          maxLength={CLIENT_SEED_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="form__actions">
          <Button type="submit" isBusy={rotation.isBusy} disabled={!rotation.isReady}>
            {t("fairness.seeds.rotate")}
          </Button>
          <Button
            variant="secondary"
            disabled={!rotation.isReady || rotation.isBusy}
            onClick={() => rotation.rotate({ ok: true, data: undefined })}
          >
            {t("fairness.seeds.rotateRandom")}
          </Button>
        </div>
      </form>
    </section>
  );
}
