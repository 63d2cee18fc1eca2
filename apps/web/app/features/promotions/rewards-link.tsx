import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizePath } from "~/lib/locale.ts";
import { useSite } from "~/lib/use-site.ts";
import { promotionsPageQuery } from "./api.ts";
import "./promotions.css";

/**
 * The phone header's one way to every promotion: a phone has no room for a button per promotion
 * (those are `.promotion-header-button`, hidden there; their dialogs stay, opened from the page's
 * cards), so this link to `/promotions` stands for them, with a dot when a reward waits.
 */
export function RewardsLink() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { data } = useQuery({ ...promotionsPageQuery(), staleTime: 60_000 });
  const waiting = data?.payload.promotions.some((card) => card.state === "available") ?? false;
  return (
    <Link
      className="header-icon-button rewards-link"
      to={localizePath("/promotions", locale)}
      aria-label={waiting ? t("promotions.rewardsWaiting") : t("promotions.title")}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 15.9l-5.2 2.7 1-5.8L3.5 8.7l5.9-.9L12 2.5Zm0 4.5-1.3 2.7-3 .4 2.2 2.1-.5 3 2.6-1.4 2.6 1.4-.5-3 2.2-2.1-3-.4L12 7Z"
        />
      </svg>
      {waiting ? <span className="header-icon-button__dot" aria-hidden="true" /> : null}
    </Link>
  );
}
