import type { Game } from "@reelhouse/contract/games";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { PLACEHOLDER } from "./game-facts.tsx";
import { useFavorites, useSignUpHref } from "./use-games.ts";

/** What every heart of a list needs, worked out once for the list. */
export interface FavoriteControl {
  isGuest: boolean;
  /** Where a guest's press leads: sign-up, and back to this page. */
  signUpHref: string;
  /** Presses before hydration would be lost: the hearts wait for it. */
  isHydrated: boolean;
  favorites: ReadonlySet<number>;
  toggle(gameId: number): void;
  label(name: string): string;
}

export function useFavoriteControl(): FavoriteControl {
  const { t } = useTranslation();
  const { isGuest, favorites, toggle } = useFavorites();
  const signUpHref = useSignUpHref();
  const isHydrated = useHydrated();
  const labelTemplate = t(isGuest ? "games.favorites.signUpToAdd" : "games.favorites.toggle", {
    name: PLACEHOLDER,
  });
  return {
    isGuest,
    signUpHref,
    isHydrated,
    favorites,
    toggle,
    label: (name) => labelTemplate.replace(PLACEHOLDER, name),
  };
}

function Heart() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.7 4 7.2 4c2 0 3.6 1.1 4.8 2.7C13.2 5.1 14.8 4 16.8 4c3.5 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The favourite heart: a player's press shows at once and is kept (it is there after a reload); a
 * guest's leads to sign-up and back.
 */
export function FavoriteButton({
  game,
  control,
  className = "",
}: {
  game: Pick<Game, "id" | "name">;
  control: FavoriteControl;
  className?: string;
}) {
  const classes = `favorite-button ${className}`;
  if (control.isGuest) {
    return (
      <Link className={classes} to={control.signUpHref} aria-label={control.label(game.name)}>
        <Heart />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={control.favorites.has(game.id)}
      aria-label={control.label(game.name)}
      disabled={!control.isHydrated}
      onClick={() => control.toggle(game.id)}
    >
      <Heart />
    </button>
  );
}
