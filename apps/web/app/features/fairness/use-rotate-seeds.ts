/**
 * Rotating the seed pair, from the seed form or from a round waiting to be revealed. The server
 * refuses while a round is open (409 ROUND_IN_PROGRESS): the player is told to finish the feature,
 * since a round's seeds cannot change under it.
 */
import { RotateSeedRequest } from "@reelhouse/contract";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "~/components/ui/toast.tsx";
import { ApiError } from "~/lib/api-client.ts";
import { type Validation, validateForm } from "~/lib/form-validation.ts";
import { useApiForm } from "~/lib/use-api-form.ts";
import { useSite } from "~/lib/use-site.ts";
import { rotateSeedsMutation } from "./api.ts";

type Translate = TFunction;

/** A client seed typed by the player, checked with the contract's own rule. */
export function checkClientSeed(text: string, t: Translate): Validation<string> {
  if (text.trim() === "")
    return { ok: false, errors: { clientSeed: t("fairness.seeds.clientSeedRequired") } };
  const checked = validateForm(RotateSeedRequest, { clientSeed: text }, () =>
    t("fairness.seeds.clientSeedInvalid"),
  );
  return checked.ok ? { ok: true, data: checked.data.clientSeed ?? text.trim() } : checked;
}

export function useRotateSeeds() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const form = useApiForm(rotateSeedsMutation(locale));
  const [isRoundInProgress, setRoundInProgress] = useState(false);

  /** Rotates to `clientSeed`, or to a random one when it is undefined. */
  function rotate(checked: Validation<string | undefined>, onRotated?: () => void) {
    setRoundInProgress(false);
    form.submit(checked, {
      onSuccess: () => {
        toast.show({ message: t("fairness.seeds.rotated"), tone: "success" });
        onRotated?.();
      },
      onError: (error) =>
        setRoundInProgress(error instanceof ApiError && error.reason === "ROUND_IN_PROGRESS"),
    });
  }

  return {
    ...form,
    formError: isRoundInProgress ? t("fairness.seeds.roundInProgress") : form.formError,
    rotate,
  };
}
