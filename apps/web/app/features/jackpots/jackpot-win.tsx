/**
 * On every page of a signed-in player: the celebration of a jackpot the player just won (realtime
 * `jackpots` `won`, sent in the round's transaction). The pool was paid with the round, so the
 * header's balance follows once the root reloads; everyone else sees the pool back at its seed on
 * the ticker's next push.
 */
import type { Currency, JackpotTier } from "@reelhouse/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { formatBalance } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useSite } from "~/lib/use-site.ts";
import "./jackpots.css";

interface Won {
  tier: JackpotTier;
  currency: Currency;
  amount: number;
}

export function JackpotWin() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { revalidate } = useRevalidator();
  const [won, setWon] = useState<Won | null>(null);

  useRealtimeMessage("jackpots", ({ action, data }) => {
    if (action !== "won" || !data.tier || !data.amount) return;
    void revalidate();
    setWon({ tier: data.tier, currency: data.currency, amount: data.amount });
  });

  const close = () => setWon(null);
  return (
    <Modal
      isOpen={won !== null}
      onClose={close}
      title={t("jackpots.won.title")}
      closeLabel={t("jackpots.won.closeLabel")}
    >
      {won ? (
        <div className={`jackpot-won jackpot-won--${won.tier}`} data-testid="jackpot-won">
          <span className="jackpot-won__burst" aria-hidden="true" />
          <span className="jackpot-won__tier">{t(`jackpots.tiers.${won.tier}`)}</span>
          <p className="jackpot-won__amount">
            {t(`jackpots.amount.${won.currency}`, {
              amount: formatBalance(won.amount, won.currency, locale),
            })}
          </p>
          <p className="jackpot-won__body">
            {t("jackpots.won.body", { tier: t(`jackpots.tiers.${won.tier}`) })}
          </p>
          <Button onClick={close}>{t("jackpots.won.close")}</Button>
        </div>
      ) : null}
    </Modal>
  );
}
