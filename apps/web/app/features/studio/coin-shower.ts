/**
 * Coins bursting up from the bottom of the screen and falling back, for big wins and features:
 * a fixed pool of particles in one ParticleContainer (one draw call), recycled, so a shower
 * allocates nothing while it plays. A coin "flips" by scaling its width with a phase.
 *
 * The shower has a full-screen canvas of its own, over the title cards, made at the first shower
 * and drawing only while coins fly: the reels' canvas covers the machine alone, which keeps every
 * ordinary frame small.
 */
import { Application, Particle, ParticleContainer, Rectangle, type Texture } from "pixi.js";

const POOL = 160;
const GRAVITY = 1_500;

interface Motion {
  vx: number;
  vy: number;
  spin: number;
  flip: number;
  flipSpeed: number;
  size: number;
  isLive: boolean;
  isSparkle: boolean;
}

class CoinShower {
  readonly view: ParticleContainer;
  private readonly particles: Particle[] = [];
  private readonly motions: Motion[] = [];
  /** Coins still to launch, and how many a second. */
  private pending = 0;
  private rate = 0;
  private carry = 0;
  private live = 0;

  constructor(
    private readonly coin: Texture,
    private readonly sparkle: Texture,
  ) {
    this.view = new ParticleContainer({
      texture: coin,
      dynamicProperties: { position: true, vertex: true, rotation: true, color: true, uvs: true },
    });
    // Hidden while no shower plays: a ParticleContainer draws every particle, even transparent ones.
    this.view.visible = false;
    for (let index = 0; index < POOL; index += 1) {
      const particle = new Particle({ texture: coin, anchorX: 0.5, anchorY: 0.5, alpha: 0 });
      this.particles.push(particle);
      this.motions.push({
        vx: 0,
        vy: 0,
        spin: 0,
        flip: 0,
        flipSpeed: 0,
        size: 1,
        isLive: false,
        isSparkle: false,
      });
      this.view.addParticle(particle);
    }
  }

  get isActive(): boolean {
    return this.pending > 0 || this.live > 0;
  }

  /** Launches a shower: `intensity` 1 (a feature), 2 (big), 3 (mega), 4 (epic). */
  burst(intensity: number, width: number, height: number): void {
    this.pending = Math.round(40 + intensity * 45);
    this.rate = 60 + intensity * 40;
    this.view.visible = true;
    this.view.boundsArea = new Rectangle(0, 0, width, height);
  }

  stop(): void {
    this.pending = 0;
  }

  private launch(width: number, height: number): void {
    const index = this.motions.findIndex((motion) => !motion.isLive);
    if (index < 0) return;
    const particle = this.particles[index] as Particle;
    const motion = this.motions[index] as Motion;
    const isSparkle = Math.random() < 0.22;
    motion.isLive = true;
    motion.isSparkle = isSparkle;
    motion.vx = (Math.random() - 0.5) * width * 0.9;
    motion.vy = -(height * (1.1 + Math.random() * 0.7));
    motion.spin = (Math.random() - 0.5) * 6;
    motion.flip = Math.random() * Math.PI * 2;
    motion.flipSpeed = 6 + Math.random() * 8;
    motion.size =
      (isSparkle ? 0.45 : 0.22 + Math.random() * 0.2) * Math.min(1.2, Math.max(0.55, width / 1100));
    particle.texture = isSparkle ? this.sparkle : this.coin;
    particle.x = width / 2 + (Math.random() - 0.5) * width * 0.5;
    particle.y = height + 40;
    particle.alpha = 1;
    this.live += 1;
  }

  update(seconds: number, width: number, height: number): void {
    if (this.pending > 0) {
      this.carry += this.rate * seconds;
      while (this.carry >= 1 && this.pending > 0) {
        this.launch(width, height);
        this.carry -= 1;
        this.pending -= 1;
      }
    }
    if (this.live === 0) {
      this.view.visible = this.pending > 0;
      return;
    }
    for (let index = 0; index < POOL; index += 1) {
      const motion = this.motions[index] as Motion;
      if (!motion.isLive) continue;
      const particle = this.particles[index] as Particle;
      motion.vy += GRAVITY * seconds * (motion.isSparkle ? 0.5 : 1);
      particle.x += motion.vx * seconds;
      particle.y += motion.vy * seconds;
      particle.rotation += motion.spin * seconds;
      motion.flip += motion.flipSpeed * seconds;
      particle.scaleX = motion.size * (motion.isSparkle ? 1 : Math.cos(motion.flip));
      particle.scaleY = motion.size;
      if (motion.isSparkle) particle.alpha = Math.max(0, particle.alpha - seconds * 0.9);
      if (particle.y > height + 80 || particle.alpha <= 0) {
        motion.isLive = false;
        particle.alpha = 0;
        this.live -= 1;
      }
    }
  }

  destroy(): void {
    this.view.destroy();
  }
}

/** The shower's own canvas over the whole game, transparent to the pointer. */
export class CoinShowerLayer {
  private app: Application | null = null;
  private shower: CoinShower | null = null;
  private making: Promise<void> | null = null;

  constructor(
    private readonly host: HTMLElement,
    private readonly coin: Texture,
    private readonly sparkle: Texture,
  ) {}

  private async make(): Promise<void> {
    const app = new Application();
    await app.init({
      resizeTo: this.host,
      backgroundAlpha: 0,
      antialias: false,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      autoStart: false,
    });
    app.canvas.setAttribute("aria-hidden", "true");
    this.host.appendChild(app.canvas);
    const shower = new CoinShower(this.coin, this.sparkle);
    app.stage.addChild(shower.view);
    app.ticker.add(() => {
      shower.update(app.ticker.deltaMS / 1000, app.screen.width, app.screen.height);
      if (!shower.isActive) {
        // The last frame clears the canvas; then it rests until the next shower.
        app.render();
        app.ticker.stop();
      }
    });
    this.app = app;
    this.shower = shower;
  }

  /** Launches a shower: `intensity` 1 (a feature), 2 (big), 3 (mega), 4 (epic). */
  async burst(intensity: number): Promise<void> {
    this.making ??= this.make();
    await this.making;
    const { app, shower } = this;
    if (!app || !shower) return;
    shower.burst(intensity, app.screen.width, app.screen.height);
    app.ticker.start();
  }

  stop(): void {
    this.shower?.stop();
  }

  destroy(): void {
    this.shower?.destroy();
    this.app?.destroy({ removeView: true }, { children: true });
  }
}
