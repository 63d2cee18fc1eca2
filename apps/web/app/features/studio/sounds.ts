/**
 * The game's sound board on Howler: each synthesised sound becomes a Howl the first time sound is
 * on, so a player who keeps it off never pays for making them. Howler unlocks audio on the first
 * gesture (mobile browsers start muted) and mixes overlapping plays.
 */
import { Howl } from "howler";
import { type SoundName, synthesize, wavDataUri } from "./sound-synth.ts";

const VOLUMES: Record<SoundName, number> = {
  click: 0.35,
  reelStop: 0.5,
  spinLoop: 0.22,
  anticipation: 0.45,
  winChime: 0.5,
  bigWin: 0.55,
  coinTick: 0.25,
  feature: 0.55,
  reelsExpand: 0.4,
  anteOn: 0.4,
  tumblePop: 0.45,
  orbCharge: 0.5,
  spotCharge: 0.4,
};

const LOOPING: ReadonlySet<SoundName> = new Set(["spinLoop"]);

export class SoundBoard {
  private readonly howls = new Map<SoundName, Howl>();
  private lastTick = 0;

  constructor(private isOn: boolean) {}

  setOn(isOn: boolean): void {
    this.isOn = isOn;
    if (!isOn) for (const howl of this.howls.values()) howl.stop();
  }

  private howl(name: SoundName): Howl {
    const existing = this.howls.get(name);
    if (existing) return existing;
    const made = new Howl({
      src: [wavDataUri(synthesize(name))],
      format: ["wav"],
      volume: VOLUMES[name],
      loop: LOOPING.has(name),
    });
    this.howls.set(name, made);
    return made;
  }

  play(name: SoundName): void {
    if (!this.isOn) return;
    const howl = this.howl(name);
    if (LOOPING.has(name) && howl.playing()) return;
    howl.play();
  }

  /** The counting tick, at most every 70 ms however fast the meter counts. */
  tick(): void {
    const now = performance.now();
    if (now - this.lastTick < 70) return;
    this.lastTick = now;
    this.play("coinTick");
  }

  stop(name: SoundName): void {
    const howl = this.howls.get(name);
    if (!howl) return;
    if (LOOPING.has(name))
      howl.fade(howl.volume(), 0, 120).once("fade", () => howl.stop().volume(VOLUMES[name]));
    else howl.stop();
  }

  destroy(): void {
    for (const howl of this.howls.values()) howl.unload();
    this.howls.clear();
  }
}
