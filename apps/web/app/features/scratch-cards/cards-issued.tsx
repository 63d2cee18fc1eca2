import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { NOTICE_TOAST_DURATION_MS, useToast } from "~/components/ui/toast.tsx";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useLocalizedPath } from "~/lib/use-site.ts";
import { scratchCardsKeys } from "./api.ts";

/**
 * Wherever the player is, new cards from a purchase are read again and announced, with the way to
 * the cards; on the cards page itself the new card simply arrives.
 */
export function CardsIssued() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  const cardsPath = localize("/scratch-cards");
  useRealtimeMessage("scratchCards", ({ data }) => {
    void queryClient.invalidateQueries({ queryKey: scratchCardsKeys.all });
    if (pathname.startsWith(cardsPath)) return;
    toast.show({
      message: t("scratchCards.issued", { count: data.count }),
      tone: "success",
      durationMs: NOTICE_TOAST_DURATION_MS,
      actions: [{ label: t("scratchCards.issuedAction"), onClick: () => navigate(cardsPath) }],
    });
  });
  return null;
}
