import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./home.css";

/** A player's home: a short greeting above the games (the route puts the lobby's sections here). */
export function PlayerHome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="player-home">
      <header className="player-home__header">
        <h1 className="player-home__title">{t("home.welcomeBack")}</h1>
        <p className="player-home__lead">{t("home.body")}</p>
      </header>
      {children}
    </div>
  );
}
