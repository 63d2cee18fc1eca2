import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Modal } from "~/components/ui/modal.tsx";
import { readCashHash } from "~/lib/cash-hash.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { availableSetsQuery } from "./api.ts";
import { CashierPanel } from "./cashier-panel.tsx";

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
