import type { PromotionCard } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizePath } from "~/lib/locale.ts";
import { useSite } from "~/lib/use-site.ts";
import { promotionCardsQuery } from "./api.ts";
import { PromotionCardItem } from "./promotions-page.tsx";

const CLAIMABLE_FIRST: Record<PromotionCard["state"], number> = {
  available: 0,
  upcoming: 1,
  locked: 2,
  empty: 3,
  claimed: 4,
};

/**
 * The home's promotions section (spec §3 home payload `promotions`): what the player can claim
 * today comes first, each with its way in; the promotions page has the rest of the story.
 */
export function PromotionsStrip({ initial }: { initial: PromotionCard[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { data: cards } = useQuery(promotionCardsQuery(initial));
  if (cards.length === 0) return null;
  const ordered = [...cards].sort((a, b) => CLAIMABLE_FIRST[a.state] - CLAIMABLE_FIRST[b.state]);
  return (
    <section className="promotions-strip" aria-labelledby="promotions-strip-title">
      <header className="promotions-strip__header">
        <h2 id="promotions-strip-title" className="promotions-strip__title">
          {t("promotions.title")}
        </h2>
        <Link className="promotions-strip__all" to={localizePath("/promotions", locale)}>
          {t("promotions.seeAll")}
        </Link>
      </header>
      <ul className="promotions-strip__cards">
        {ordered.map((card) => (
          <PromotionCardItem key={card.promotion} card={card} Heading="h3" />
        ))}
      </ul>
    </section>
  );
}
