import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Modal } from "~/components/ui/modal.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { availableSetsQuery } from "./api.ts";
import { CashierPanel } from "./cashier-panel.tsx";

/** Spec §2: the cash widget opens on `#cash`; `#cash=<packageId>` opens it on that package. */
export const CASH_HASH = "#cash";

/** The hash that opens the cash widget on `packageId` (a quick-buy card, an offer). */
export const cashHashFor = (packageId: number) => `${CASH_HASH}=${packageId}`;

/** Whether `hash` opens the cash widget, and on which package. */
export function readCashHash(hash: string): { packageId: number | null } | null {
  if (hash === CASH_HASH) return { packageId: null };
  const match = /^#cash=(\d{1,9})$/.exec(hash);
  return match ? { packageId: Number(match[1]) } : null;
}
/** Spec §9: the cash widget loads 2 s after the page, so it does not compete with the page itself. */
export const CASH_WIDGET_DELAY_MS = 2_000;

/**
 * The cash widget (spec §1): the cashier in a modal over any page, opened by `#cash` (the header's
 * buy button, an offer's link) and closed by dropping the hash. Its catalogue loads 2 s after the
 * page (§9), so the widget opens at once when the player asks for it; asked for earlier, it loads
 * then.
 */
export function CashWidget() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The server never sees the hash, so the widget opens once the page has hydrated: a page loaded
  // with #cash, or whose buy link was pressed while it loaded, then hydrates what the server sent.
  const asked = readCashHash(location.hash);
  const isOpen = useHydrated() && asked !== null;

  useEffect(() => {
    const timer = setTimeout(
      () => void queryClient.prefetchQuery(availableSetsQuery()),
      CASH_WIDGET_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [queryClient]);

  const close = () => navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t("cashier.title")}
      closeLabel={t("cashier.close")}
      variant="wide"
    >
      <CashierPanel
        key={asked?.packageId ?? "cash"}
        {...(asked?.packageId ? { preselect: { packageId: asked.packageId } } : {})}
      />
    </Modal>
  );
}
