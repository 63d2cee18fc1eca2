/**
 * A figure on screen that counts (the win meter, the balance): GSAP tweens the number and each
 * frame writes the formatted text straight into its element, so counting re-renders nothing.
 */
import { gsap } from "gsap";

export class CountingDisplay {
  private value = 0;
  private tween: gsap.core.Tween | null = null;
  private readonly state = { value: 0 };

  constructor(
    private readonly element: () => HTMLElement | null,
    private readonly format: (value: number) => string,
  ) {}

  get current(): number {
    return this.value;
  }

  set(value: number): void {
    this.tween?.kill();
    this.tween = null;
    this.write(value);
  }

  /** Counts from the figure shown to `value`; resolves when it gets there (or is finished early). */
  countTo(value: number, seconds: number, onTick?: () => void): Promise<void> {
    this.tween?.kill();
    if (seconds <= 0 || value === this.value) {
      this.write(value);
      return Promise.resolve();
    }
    this.state.value = this.value;
    return new Promise((resolve) => {
      this.tween = gsap.to(this.state, {
        value,
        duration: seconds,
        ease: "power1.out",
        onUpdate: () => {
          this.write(Math.round(this.state.value));
          onTick?.();
        },
        onComplete: () => {
          this.tween = null;
          this.write(value);
          resolve();
        },
        onInterrupt: () => resolve(),
      });
    });
  }

  /** Jumps a count in progress to its end. */
  finish(): void {
    this.tween?.progress(1);
  }

  private write(value: number): void {
    this.value = value;
    const element = this.element();
    if (element) element.textContent = this.format(value);
  }
}
