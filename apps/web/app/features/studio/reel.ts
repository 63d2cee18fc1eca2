/**
 * One reel (or one cell of a hold-and-win board): a column of symbols on an endless virtual strip
 * that scrolls down. Symbol `i` of the strip sits `i + position` cells from the top, so the sprites
 * never move far: each frame they are laid out again and take the texture of the strip index they
 * now show. The strip holds the symbols at rest and, once the outcome is known, the landing ones
 * above the view; everything else is filler. Fast motion shows motion-blurred textures, stretched
 * along the reel. The symbols half out of the window are cropped by their texture frame rather
 * than masked, which would cost a stencil pass over the whole window every frame. Nothing is
 * allocated per frame.
 *
 * Expanding reels show a different number of symbols each spin in the same window: the reel's
 * row height is the window's height over the symbols it shows, and a symbol is drawn at the
 * smaller of that height and the reel's width. A landing that changes the count grows or shrinks
 * the rows as the new symbols come down.
 */
import { gsap } from "gsap";
import { Container, Rectangle, Sprite, Texture } from "pixi.js";

export interface ReelArt {
  symbol(id: string): Texture | null;
  blurred(id: string): Texture | null;
}

export interface ReelMotion {
  /** Cells per second at full speed. */
  speed: number;
  /** Whether motion blur and stretching are allowed (off for reduced motion). */
  isBlurOn: boolean;
}

/** Above this speed (cells per second) a reel shows its blurred textures. */
const BLUR_SPEED = 6;
const MAX_STRETCH = 0.18;
/** A symbol at rest is drawn a little under its cell. */
export const SYMBOL_SCALE = 0.94;

interface StripWindow {
  /** The strip index of the top row. */
  from: number;
  ids: readonly string[];
}

function windowSymbol(strip: StripWindow, index: number): string | undefined {
  const row = index - strip.from;
  return row >= 0 && row < strip.ids.length ? strip.ids[row] : undefined;
}

export class Reel {
  readonly view = new Container();
  private readonly sprites: Sprite[] = [];
  /** The index each sprite shows, so textures change only when it does. */
  private readonly shown: number[] = [];
  /** Each sprite's whole texture, and its own texture for showing part of it at the window's edge. */
  private readonly wholes: Texture[] = [];
  private readonly crops: Texture[] = [];
  private readonly wasBlurred: boolean[] = [];
  private position = 0;
  private lastPosition = 0;
  private velocity = 0;
  private targetSpeed = 0;
  private isSpinning = false;
  private rest: StripWindow;
  private landing: StripWindow | null = null;
  private timeline: gsap.core.Timeline | null = null;
  private motion: ReelMotion = { speed: 20, isBlurOn: true };
  /** The window's height: `rows` cells. */
  private readonly windowHeight: number;
  /** The height of one row: the reel's width, or the window over the symbols an expanding reel shows. */
  private cell: number;
  private rowsShown: number;

  /**
   * `rows` is the most symbols the reel shows, each `size` tall (a symbol's texture size);
   * `width` is the reel's width, and the largest a symbol is drawn.
   */
  constructor(
    private readonly art: ReelArt,
    private readonly rows: number,
    private readonly size: number,
    private readonly fillers: readonly string[],
    initial: readonly string[],
    private readonly width = size,
  ) {
    this.rest = { from: 0, ids: initial };
    this.windowHeight = rows * size;
    this.rowsShown = initial.length;
    this.cell = this.windowHeight / this.rowsShown;
    for (let slot = 0; slot <= rows; slot += 1) {
      const sprite = new Sprite({ anchor: 0.5, x: width / 2 });
      sprite.scale.set(SYMBOL_SCALE);
      this.sprites.push(sprite);
      this.shown.push(Number.NaN);
      this.wholes.push(Texture.EMPTY);
      this.crops.push(new Texture({ frame: new Rectangle(0, 0, 1, 1), dynamic: true }));
      this.wasBlurred.push(false);
      this.view.addChild(sprite);
    }
    this.layout(true);
  }

  get isMoving(): boolean {
    return this.isSpinning || this.timeline !== null;
  }

  /** The sprite showing `row` while the reel is at rest. */
  spriteAt(row: number): Sprite | undefined {
    return this.sprites[row + 1];
  }

  /** How many symbols the reel shows. */
  get shownRows(): number {
    return this.rowsShown;
  }

  /** A symbol's scale at rest: drawn a little under its row, never wider than the reel. */
  get restScale(): number {
    return SYMBOL_SCALE * (Math.min(this.cell, this.width) / this.size);
  }

  /** Shows `rows` symbols from now on, the rows growing or shrinking over `seconds`. */
  private resize(rows: number, seconds: number): void {
    gsap.killTweensOf(this, "cell");
    this.rowsShown = rows;
    const cell = this.windowHeight / rows;
    if (seconds <= 0 || cell === this.cell) {
      this.cell = cell;
      return;
    }
    gsap.to(this, { cell, duration: seconds, ease: "power2.out", onUpdate: () => this.layout(false) });
  }

  /** The symbols at rest, shown at once (a resumed round, a replay's first frame). */
  show(ids: readonly string[]): void {
    this.timeline?.kill();
    this.timeline = null;
    this.isSpinning = false;
    this.velocity = 0;
    this.position = Math.round(this.position);
    this.lastPosition = this.position;
    this.rest = { from: -this.position, ids };
    this.landing = null;
    this.resize(ids.length, 0);
    this.layout(true);
  }

  /** Starts spinning: a small pull up, then down at full speed. */
  start(motion: ReelMotion, delay = 0): void {
    this.motion = motion;
    this.timeline?.kill();
    const from = this.position;
    this.timeline = gsap
      .timeline({ delay })
      .to(this, { position: from - 0.16, duration: 0.12, ease: "power1.out" })
      .call(() => {
        this.timeline = null;
        this.isSpinning = true;
        this.velocity = motion.speed * 0.4;
        this.targetSpeed = motion.speed;
      });
  }

  /** Spins at another speed (slower for anticipation). */
  setSpeed(speed: number): void {
    this.targetSpeed = speed;
  }

  /**
   * Lands `ids`: they come down from above and the reel stops with a bounce. `onLand` fires as
   * the symbols hit the bottom of their travel (the stop's thud). Resolves at rest.
   */
  stop(
    ids: readonly string[],
    { isQuick, onLand }: { isQuick: boolean; onLand?: () => void },
  ): Promise<void> {
    this.timeline?.kill();
    this.isSpinning = false;
    const speed = Math.max(this.velocity, this.motion.speed * 0.6);
    const target = Math.ceil(this.position) + this.rows + 1;
    this.landing = { from: -target, ids };
    const bounce = isQuick ? 0.12 : 0.24;
    const distance = target + bounce - this.position;
    // power1.out starts at twice the average speed: this keeps the reel's speed as it slows.
    const travel = isQuick ? Math.min(0.18, (2 * distance) / speed) : (2 * distance) / speed;
    // An expanding reel takes its new height as the landing symbols come down.
    if (ids.length !== this.rowsShown) this.resize(ids.length, travel * 0.8);
    return new Promise((resolve) => {
      this.timeline = gsap
        .timeline({
          onComplete: () => {
            this.timeline = null;
            this.position = target;
            this.rest = this.landing ?? this.rest;
            this.landing = null;
            this.velocity = 0;
            this.resize(ids.length, 0);
            this.layout(true);
            resolve();
          },
        })
        .to(this, { position: target + bounce, duration: travel, ease: "power1.out" })
        .call(() => onLand?.())
        .to(this, { position: target, duration: isQuick ? 0.1 : 0.2, ease: "power2.inOut" });
    });
  }

  /** Reduced motion: the new symbols fade in where the old ones were, without scrolling. */
  fadeTo(ids: readonly string[], duration: number): Promise<void> {
    return new Promise((resolve) => {
      gsap
        .timeline({ onComplete: resolve })
        .to(this.view, { alpha: 0.25, duration: duration / 2 })
        .call(() => this.show(ids))
        .to(this.view, { alpha: 1, duration: duration / 2 });
    });
  }

  /** Advances the spin and lays the sprites out; called once per frame. */
  update(deltaSeconds: number): void {
    if (this.isSpinning) {
      this.velocity +=
        Math.sign(this.targetSpeed - this.velocity) *
        Math.min(Math.abs(this.targetSpeed - this.velocity), this.motion.speed * 3 * deltaSeconds);
      this.position += this.velocity * deltaSeconds;
    } else if (this.timeline && deltaSeconds > 0) {
      this.velocity = Math.abs(this.position - this.lastPosition) / deltaSeconds;
    }
    if (this.position !== this.lastPosition) this.layout(false);
    this.lastPosition = this.position;
  }

  private symbolAt(index: number): string {
    const landed = this.landing ? windowSymbol(this.landing, index) : undefined;
    if (landed !== undefined) return landed;
    const resting = windowSymbol(this.rest, index);
    if (resting !== undefined) return resting;
    // Filler picked by a hash of the index: stable while it scrolls past, varied along the strip.
    const hash = Math.imul(index ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
    return this.fillers[hash % this.fillers.length] ?? "";
  }

  private layout(isForced: boolean): void {
    const whole = Math.floor(this.position);
    const fraction = this.position - whole;
    const isBlurred = this.motion.isBlurOn && this.velocity > BLUR_SPEED;
    const stretch = isBlurred
      ? 1 + Math.min(MAX_STRETCH, (this.velocity / this.motion.speed) * MAX_STRETCH)
      : 1;
    const { windowHeight } = this;
    for (let slot = 0; slot < this.sprites.length; slot += 1) {
      const sprite = this.sprites[slot] as Sprite;
      const index = slot - 1 - whole;
      if (isForced || this.shown[slot] !== index || this.wasBlurred[slot] !== isBlurred) {
        this.shown[slot] = index;
        this.wasBlurred[slot] = isBlurred;
        const id = this.symbolAt(index);
        this.wholes[slot] = (isBlurred ? this.art.blurred(id) : this.art.symbol(id)) ?? Texture.EMPTY;
      }
      this.place(slot, sprite, (slot - 1 + fraction) * this.cell + this.cell / 2, stretch, windowHeight);
    }
  }

  /** Shows a sprite centred at `center`, cropped to the window, or hides it when it is out. */
  private place(slot: number, sprite: Sprite, center: number, stretch: number, windowHeight: number): void {
    const texture = this.wholes[slot] ?? Texture.EMPTY;
    const scale = this.restScale;
    const half = (this.size / 2) * scale * stretch;
    const top = center - half;
    const bottom = center + half;
    sprite.scale.x = scale;
    sprite.scale.y = scale * stretch;
    if (texture === Texture.EMPTY || bottom <= 0 || top >= windowHeight) {
      sprite.visible = false;
      return;
    }
    sprite.visible = true;
    const cutTop = Math.max(0, -top) / (2 * half);
    const cutBottom = Math.max(0, bottom - windowHeight) / (2 * half);
    if (cutTop === 0 && cutBottom === 0) {
      sprite.texture = texture;
      sprite.anchor.y = 0.5;
      sprite.y = center;
      return;
    }
    const crop = this.crops[slot] as Texture;
    const { frame } = texture;
    crop.source = texture.source;
    crop.frame.x = frame.x;
    crop.frame.width = frame.width;
    crop.frame.y = frame.y + cutTop * frame.height;
    crop.frame.height = frame.height * (1 - cutTop - cutBottom);
    crop.update();
    sprite.texture = crop;
    sprite.anchor.y = 0;
    sprite.y = Math.max(0, top);
  }

  destroy(): void {
    this.timeline?.kill();
    gsap.killTweensOf(this);
    gsap.killTweensOf(this.view);
    this.view.destroy({ children: true });
    for (const crop of this.crops) crop.destroy();
  }
}
