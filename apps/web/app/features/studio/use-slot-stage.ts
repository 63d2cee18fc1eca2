/**
 * The canvas of a game, made once when the client mounts: its textures load (reporting progress),
 * the stage draws `initialGrid`, and `onStage` hears when it is ready. The machine sits in the box
 * the controls leave free, as large as it fits, centred; the frame and the canvas cover exactly
 * the machine, and follow the box as it resizes.
 */
import type { TitleInfo } from "@reelhouse/games";
import { type RefObject, useEffect, useRef } from "react";
import type { TitleArt } from "./art/index.ts";
import { fitMachine, type MachineGeometry } from "./machine-geometry.ts";
import { SlotStage } from "./slot-stage.ts";
import { loadTitleTextures } from "./textures.ts";

export interface MachineElements {
  /** The whole client, which the machine's position is measured from. */
  root: RefObject<HTMLDivElement | null>;
  /** Takes the machine's canvas. */
  host: RefObject<HTMLDivElement | null>;
  /** Over the whole game: the coin showers. */
  effects: RefObject<HTMLDivElement | null>;
  /** The box the controls leave free. */
  reelBox: RefObject<HTMLDivElement | null>;
  /** The machine (its frame, the canvas over it), placed over the box. */
  machine: RefObject<HTMLDivElement | null>;
}

export interface SlotStageOptions {
  title: TitleInfo;
  art: TitleArt;
  geometry: MachineGeometry;
  isReducedMotion: boolean;
  initialGrid: readonly (readonly string[])[];
  elements: MachineElements;
  onProgress(share: number): void;
  onStage(stage: SlotStage): void;
}

export function useSlotStage(options: SlotStageOptions): RefObject<SlotStage | null> {
  const stageRef = useRef<SlotStage | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session, title or replay loads the frame again.
  useEffect(() => {
    const { title, art, geometry, isReducedMotion, initialGrid, elements, onProgress, onStage } = options;
    const host = elements.host.current;
    if (!host) return;
    let isCancelled = false;
    let stage: SlotStage | null = null;
    let observer: ResizeObserver | null = null;

    const layout = () => {
      const box = elements.reelBox.current?.getBoundingClientRect();
      const client = elements.root.current?.getBoundingClientRect();
      if (!box || !client || !stage) return;
      const fitted = fitMachine(geometry, {
        x: box.left - client.left,
        y: box.top - client.top,
        width: box.width,
        height: box.height,
      });
      const width = Math.round(geometry.width * fitted.scale);
      const height = Math.round(geometry.height * fitted.scale);
      const style = elements.machine.current?.style;
      style?.setProperty("left", `${Math.round(fitted.x)}px`);
      style?.setProperty("top", `${Math.round(fitted.y)}px`);
      style?.setProperty("width", `${width}px`);
      style?.setProperty("height", `${height}px`);
      if (width > 0 && height > 0) stage.layout({ width, height });
    };

    void (async () => {
      const textures = await loadTitleTextures(art, art.symbolIds, onProgress);
      if (isCancelled) return textures.destroy();
      stage = new SlotStage(title, art, textures, isReducedMotion);
      await stage.init(host, elements.effects.current ?? host, initialGrid);
      if (isCancelled) return stage.destroy();
      stageRef.current = stage;
      observer = new ResizeObserver(layout);
      if (elements.root.current) observer.observe(elements.root.current);
      if (elements.reelBox.current) observer.observe(elements.reelBox.current);
      layout();
      onStage(stage);
    })();
    return () => {
      isCancelled = true;
      observer?.disconnect();
      stage?.destroy();
      stageRef.current = null;
    };
  }, []);

  // Whatever opens over the canvas, or a tab coming back, may make the browser compose the canvas
  // again: it draws once more.
  useEffect(() => {
    const onVisible = () => stageRef.current?.refresh();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, []);
  return stageRef;
}
