/**
 * The shared scratch foil (components/scratch/scratch-foil.ts) on a small transparent canvas laid
 * over the card's face: the face is the page's own markup beneath, so what the foil uncovers is
 * what the server stored for the card. The canvas draws only while the foil changes. PixiJS loads
 * in the browser only, when a card is to be scratched (it cannot run in the server's render).
 */
import type { Application } from "pixi.js";
import { type RefObject, useEffect, useRef } from "react";
import type { ScratchFoil } from "~/components/scratch/scratch-foil.ts";

const REVEAL_SECONDS = 0.5;

export interface FoilControls {
  /** Takes the rest of the foil off, fading. */
  reveal(): Promise<void>;
}

/**
 * Covers `host` with foil while `isCovered`; `onScratched` hears when enough is scratched off.
 * Answers the controls once the foil is on.
 */
export function useFoil(
  host: RefObject<HTMLDivElement | null>,
  isCovered: boolean,
  onScratched: () => void,
): RefObject<FoilControls | null> {
  const controls = useRef<FoilControls | null>(null);
  const latest = useRef(onScratched);
  latest.current = onScratched;

  useEffect(() => {
    const element = host.current;
    if (!isCovered || !element) return;
    let app: Application | null = null;
    let foil: ScratchFoil | null = null;
    let isGone = false;
    const size = element.clientWidth;
    const styles = getComputedStyle(element);
    void (async () => {
      const pixi = await import("~/components/scratch/foil-canvas.ts");
      const stage = new pixi.Application();
      app = stage;
      await stage.init({
        width: size,
        height: size,
        backgroundAlpha: 0,
        antialias: true,
        resolution: Math.min(2, window.devicePixelRatio || 1),
        autoDensity: true,
        autoStart: false,
      });
      if (isGone) {
        stage.destroy(true);
        return;
      }
      stage.canvas.classList.add("scratch-stage__foil");
      stage.canvas.setAttribute("aria-hidden", "true");
      element.appendChild(stage.canvas);
      const draw = () => stage.render();
      const current = new pixi.ScratchFoil(
        { x: 0, y: 0, width: size, height: size, columns: 1, rows: 1, cell: size, gap: 0 },
        {
          accent: styles.getPropertyValue("--color-primary").trim() || "#7c5cff",
          frameDark: styles.getPropertyValue("--color-bg").trim() || "#12121a",
        },
        () => latest.current(),
        draw,
      );
      foil = current;
      stage.stage.addChild(current.view);
      draw();
      controls.current = {
        async reveal() {
          stage.ticker.start();
          await current.reveal(REVEAL_SECONDS);
          stage.ticker.stop();
          stage.canvas.remove();
        },
      };
    })();
    return () => {
      isGone = true;
      controls.current = null;
      if (foil) {
        foil.destroy();
        app?.destroy(true);
      }
    };
  }, [host, isCovered]);

  return controls;
}
