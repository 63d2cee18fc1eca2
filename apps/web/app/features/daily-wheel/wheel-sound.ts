/**
 * The wheel's sounds, made with Web Audio oscillators when they play: a short click for each
 * segment edge passing the pointer (scheduled ahead on the audio clock, so they keep time however
 * busy the page is) and a rising three-note chime for the prize. Nothing plays while muted; the
 * audio context starts on the player's press, as browsers require.
 */
const MUTE_KEY = "reelhouse.dailyWheel.muted";

export function isMutedStored(): boolean {
  try {
    return window.localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

export function storeMuted(isMuted: boolean): void {
  try {
    window.localStorage.setItem(MUTE_KEY, isMuted ? "1" : "0");
  } catch {
    // Private browsing without storage: the choice lasts the visit.
  }
}

export interface WheelSound {
  /** Clicks at each of `times` (ms from now). */
  ticks(times: readonly number[]): void;
  chime(): void;
  /** Stops what is scheduled (the dialog closed mid-spin). */
  stop(): void;
}

export function createWheelSound(): WheelSound | null {
  const Context = typeof window === "undefined" ? undefined : window.AudioContext;
  if (!Context) return null;
  const context = new Context();
  const output = context.createGain();
  output.gain.value = 0.18;
  output.connect(context.destination);
  let scheduled: OscillatorNode[] = [];

  function tone(at: number, frequency: number, length: number, type: OscillatorType, peak: number) {
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, at);
    envelope.gain.setValueAtTime(0, at);
    envelope.gain.linearRampToValueAtTime(peak, at + 0.004);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(envelope).connect(output);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
    scheduled.push(oscillator);
    oscillator.onended = () => {
      scheduled = scheduled.filter((node) => node !== oscillator);
    };
  }

  return {
    ticks(times) {
      void context.resume();
      const start = context.currentTime + 0.02;
      for (const time of times) tone(start + time / 1000, 1_900, 0.03, "square", 0.35);
    },
    chime() {
      void context.resume();
      const start = context.currentTime + 0.02;
      [523.25, 659.25, 783.99].forEach((frequency, index) => {
        tone(start + index * 0.11, frequency, 0.5, "triangle", 0.8);
      });
    },
    stop() {
      for (const node of scheduled) node.stop();
      scheduled = [];
    },
  };
}
