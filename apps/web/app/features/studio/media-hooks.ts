/**
 * What the game reads from the browser's media queries: the scene for the screen's orientation
 * (an image URL the browser draws once, behind the canvas) and the player's reduced-motion wish.
 */
import { useEffect, useState } from "react";
import type { TitleArt } from "./art/index.ts";

/** The title's scene for the screen's orientation, as an image URL the browser draws once. */
export function useSceneUrl(art: TitleArt): string | null {
  const [isPortrait, setPortrait] = useState(
    () => typeof window !== "undefined" && window.matchMedia("(orientation: portrait)").matches,
  );
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const query = window.matchMedia("(orientation: portrait)");
    const onChange = () => setPortrait(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  useEffect(() => {
    const svg = isPortrait ? art.backgroundPortrait() : art.background();
    const made = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [art, isPortrait]);
  return url;
}

export function usePrefersReducedMotion(): boolean {
  const [isReduced] = useState(
    () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  return isReduced;
}
