import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "~/lib/use-site.ts";
import "./home.css";

/**
 * A player's home: a short greeting and the promotions the player can take part in, above the
 * games (the route puts the lobby's sections here), and the coin packages on sale below them.
 * A player who has not played yet has only just arrived, so they are welcomed, not welcomed back;
 * both greet them by first name once they gave one.
 */
export function PlayerHome({
  hasPlayed,
  promotions,
  quickBuy,
  children,
}: {
  hasPlayed: boolean;
  promotions: ReactNode;
  quickBuy?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { player } = useSite();
  const name = player?.firstName;
  const greeting = name
    ? t(hasPlayed ? "home.welcomeBackNamed" : "home.welcomeNamed", { name })
    : t(hasPlayed ? "home.welcomeBack" : "home.welcome");
  return (
    <div className="player-home">
      <header className="player-home__header">
        <h1 className="player-home__title">{greeting}</h1>
        <p className="player-home__lead">{t(hasPlayed ? "home.body" : "home.firstBody")}</p>
      </header>
      {promotions}
      {quickBuy}
      {children}
    </div>
  );
}
