import type { CashierPackage } from "@reelhouse/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { cashHashFor } from "~/lib/cash-hash.ts";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { formatUsd } from "~/lib/money.ts";
import { isQuiet, mayPopUpOn, quietForADay, rememberOpened, wasOpenedToday } from "~/lib/popup-memory.ts";
import { useSite } from "~/lib/use-site.ts";
import { useIsWelcomeOver } from "~/lib/welcome-cookie.ts";
import { PackageDetails } from "./package-details.tsx";
import "./cashier.css";

/**
 * Spec §2 modal "preset package", §3 `popupPresetPackage(s)`: the cashier's offer to a player, the
 * first-purchase deal while it stands, else the operator's chosen packages. Once per 24 hours in
 * this browser (lib/popup-memory.ts), not before the welcome is over, in its turn among the
 * session's dialogs (lib/dialog-queue.ts). Buying opens the cashier on the package.
 */
export function OfferPopup() {
  const { player, hasSeenWelcome } = useSite();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const packages = player?.offerPackages ?? [];
  const playerId = player?.id ?? null;
  const memoryKey = `offer:${playerId}`;
  const isWelcomeOver = useIsWelcomeOver(playerId, hasSeenWelcome);
  // The browser's memory decides, so it is read after hydration.
  const [isDue, setDue] = useState(false);
  const hasPackages = packages.length > 0;
  useEffect(() => {
    const now = Date.now();
    setDue(hasPackages && !isQuiet(now) && !wasOpenedToday(memoryKey, now));
  }, [hasPackages, memoryKey]);

  const isCashierOpen = hash.startsWith("#cash");
  const isWanted = isDue && isWelcomeOver && mayPopUpOn(pathname) && !isCashierOpen;
  const isTurn = useDialogTurn("preset-package", isWanted, DIALOG_PRIORITY.presetPackage);
  useEffect(() => {
    if (isTurn) rememberOpened(memoryKey, Date.now());
  }, [isTurn, memoryKey]);
  // Bought: the offer leaves the line when the cashier's hash arrives, not before, so no dialog
  // behind it (an ad, the game of the week, which all wait while the cashier is open) slips in
  // between the offer and the cashier.
  const isBuying = useRef(false);
  useEffect(() => {
    if (isBuying.current && isCashierOpen) {
      isBuying.current = false;
      setDue(false);
    }
  }, [isCashierOpen]);
  if (!isTurn) return null;

  const buy = (packageId: number) => {
    isBuying.current = true;
    navigate({ pathname, search, hash: cashHashFor(packageId) }, { preventScrollReset: true });
  };
  return (
    <OfferDialog
      packages={packages}
      onBuy={buy}
      onClose={() => setDue(false)}
      onNotToday={() => {
        quietForADay(Date.now());
        setDue(false);
      }}
    />
  );
}

interface OfferDialogProps {
  packages: readonly CashierPackage[];
  onBuy(packageId: number): void;
  onClose(): void;
  onNotToday(): void;
}

/** The lead package big with its buy button, the operator's others beside it. */
function OfferDialog({ packages, onBuy, onClose, onNotToday }: OfferDialogProps) {
  const { t } = useTranslation();
  const [lead, ...others] = packages;
  if (!lead) return null;
  const title =
    lead.offerType === "first_purchase"
      ? t("cashier.offerPopup.firstPurchaseTitle", { percent: lead.bonusPercent })
      : t("cashier.offerPopup.title");
  return (
    <Modal isOpen onClose={onClose} title={title} closeLabel={t("common.close")}>
      <div className="offer-popup">
        <p className="offer-popup__lead">{t("cashier.offerPopup.lead")}</p>
        <div className={`offer-popup__hero package${lead.badge ? ` package--${lead.badge}` : ""}`}>
          <span className="offer-popup__art" aria-hidden="true" />
          <PackageDetails item={lead} />
          <Button size="lg" className="offer-popup__buy" onClick={() => onBuy(lead.id)}>
            {t("cashier.offerPopup.buy", { title: lead.title, price: formatUsd(lead.priceMinor) })}
          </Button>
        </div>
        {others.length > 0 && (
          <section className="offer-popup__more" aria-labelledby="offer-popup-more">
            <h3 id="offer-popup-more" className="offer-popup__more-title">
              {t("cashier.offerPopup.more")}
            </h3>
            <ul className="offer-popup__list">
              {others.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="offer-popup__option"
                    onClick={() => onBuy(item.id)}
                    aria-label={t("cashier.offerPopup.buy", {
                      title: item.title,
                      price: formatUsd(item.priceMinor),
                    })}
                  >
                    <PackageDetails item={item} />
                    <span className="offer-popup__price">{formatUsd(item.priceMinor)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <Button variant="ghost" className="offer-popup__not-today" onClick={onNotToday}>
          {t("cashier.offerPopup.notToday")}
        </Button>
      </div>
    </Modal>
  );
}
