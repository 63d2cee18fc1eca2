/**
 * The game's sounds, made by code: no audio files to fetch or license. Each sound is a few
 * oscillators and noise shaped by envelopes, rendered once to 16-bit mono PCM and wrapped as a WAV
 * data URI that Howler decodes in memory. Kept short and soft, under the music a player may have on.
 */

export const SAMPLE_RATE = 22_050;

export const SOUND_NAMES = [
  "click",
  "reelStop",
  "spinLoop",
  "anticipation",
  "winChime",
  "bigWin",
  "coinTick",
  "feature",
  "reelsExpand",
  "anteOn",
  "tumblePop",
  "orbCharge",
  "spotCharge",
] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

const TAU = Math.PI * 2;

/** A deterministic noise source, so every player hears the same sounds. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return (state / 0x1_0000_0000) * 2 - 1;
  };
}

function buffer(seconds: number): Float32Array {
  return new Float32Array(Math.round(seconds * SAMPLE_RATE));
}

/** Adds a decaying bell-like tone (a few inharmonic partials) at `start` seconds. */
function addBell(out: Float32Array, start: number, frequency: number, gain: number, decay: number): void {
  const partials = [
    [1, 1],
    [2.01, 0.4],
    [3.02, 0.18],
    [4.2, 0.08],
  ] as const;
  const from = Math.round(start * SAMPLE_RATE);
  for (let index = from; index < out.length; index += 1) {
    const time = (index - from) / SAMPLE_RATE;
    const envelope = Math.exp(-time / decay) * Math.min(1, time * 400);
    if (time > 0.01 && envelope < 1e-4) break;
    let sample = 0;
    for (const [ratio, weight] of partials) sample += weight * Math.sin(TAU * frequency * ratio * time);
    out[index] = (out[index] ?? 0) + gain * envelope * sample;
  }
}

/** Adds a soft brass-like note: a few harmonics with a slow attack and a little vibrato. */
function addBrass(out: Float32Array, start: number, length: number, frequency: number, gain: number): void {
  const from = Math.round(start * SAMPLE_RATE);
  const to = Math.min(out.length, Math.round((start + length) * SAMPLE_RATE));
  let phase = 0;
  for (let index = from; index < to; index += 1) {
    const time = (index - from) / SAMPLE_RATE;
    const attack = Math.min(1, time / 0.04);
    const release = Math.min(1, (to - index) / (0.12 * SAMPLE_RATE));
    const vibrato = 1 + 0.004 * Math.sin(TAU * 5.5 * time) * Math.min(1, time * 3);
    phase += (TAU * frequency * vibrato) / SAMPLE_RATE;
    const tone =
      Math.sin(phase) + 0.45 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase) + 0.1 * Math.sin(4 * phase);
    out[index] = (out[index] ?? 0) + gain * attack * release * tone;
  }
}

function click(): Float32Array {
  const out = buffer(0.05);
  const random = noise(1);
  for (let index = 0; index < out.length; index += 1) {
    const time = index / SAMPLE_RATE;
    out[index] = Math.exp(-time * 160) * (0.5 * Math.sin(TAU * 1_800 * time) + 0.25 * random());
  }
  return out;
}

function reelStop(): Float32Array {
  const out = buffer(0.22);
  const random = noise(2);
  let phase = 0;
  for (let index = 0; index < out.length; index += 1) {
    const time = index / SAMPLE_RATE;
    // A thud: a low tone falling in pitch, with a short knock of noise on top.
    phase += (TAU * (55 + 70 * Math.exp(-time * 30))) / SAMPLE_RATE;
    out[index] = 0.8 * Math.exp(-time * 22) * Math.sin(phase) + 0.25 * Math.exp(-time * 120) * random();
  }
  return out;
}

/**
 * One second that loops seamlessly: eight soft ticks over a low hum whose cycles fit the second,
 * the ticks half a beat late so the loop's seam falls between two of them.
 */
function spinLoop(): Float32Array {
  const out = buffer(1);
  const random = noise(3);
  const ticks = 8;
  for (let index = 0; index < out.length; index += 1) {
    const time = index / SAMPLE_RATE;
    const sinceTick = (time + 0.5 / ticks) % (1 / ticks);
    const tick = Math.exp(-sinceTick * 90) * (0.35 * random() + 0.3 * Math.sin(TAU * 1_200 * sinceTick));
    const hum = 0.12 * Math.sin(TAU * 80 * time) + 0.05 * Math.sin(TAU * 160 * time);
    out[index] = tick * 0.6 + hum;
  }
  return out;
}

function anticipation(): Float32Array {
  const out = buffer(2);
  let phase = 0;
  for (let index = 0; index < out.length; index += 1) {
    const time = index / SAMPLE_RATE;
    const progress = time / 2;
    phase += (TAU * (180 + 520 * progress * progress)) / SAMPLE_RATE;
    const tremolo = 0.6 + 0.4 * Math.sin(TAU * (6 + 10 * progress) * time);
    const fade = Math.min(1, (2 - time) / 0.08);
    out[index] = 0.35 * progress * tremolo * fade * (Math.sin(phase) + 0.3 * Math.sin(2 * phase));
  }
  return out;
}

function winChime(): Float32Array {
  const out = buffer(0.9);
  [1_046.5, 1_318.5, 1_568].forEach((frequency, step) => {
    addBell(out, step * 0.07, frequency, 0.28, 0.25);
  });
  return out;
}

function bigWin(): Float32Array {
  const out = buffer(2.6);
  // C major, rising, then the full chord held: a short, bright fanfare.
  const rise = [523.25, 659.25, 783.99, 1_046.5];
  rise.forEach((frequency, step) => {
    addBrass(out, step * 0.14, 0.18, frequency, 0.16);
  });
  for (const frequency of [523.25, 659.25, 783.99, 1_046.5]) addBrass(out, 0.6, 1.9, frequency, 0.1);
  for (let sparkle = 0; sparkle < 10; sparkle += 1)
    addBell(out, 0.6 + sparkle * 0.16, 2_093 + (sparkle % 3) * 300, 0.05, 0.12);
  return out;
}

function coinTick(): Float32Array {
  const out = buffer(0.08);
  addBell(out, 0, 3_520, 0.2, 0.02);
  return out;
}

function feature(): Float32Array {
  const out = buffer(1.6);
  const notes = [392, 523.25, 659.25, 783.99, 1_046.5];
  notes.forEach((frequency, step) => {
    addBell(out, step * 0.09, frequency, 0.22, 0.5);
  });
  addBrass(out, 0.45, 1.1, 261.63, 0.12);
  addBrass(out, 0.45, 1.1, 392, 0.08);
  return out;
}

/**
 * Expanding reels taking new heights: a quick airy sweep up, like a mine's lift shaft opening,
 * with a soft bell where it arrives.
 */
function reelsExpand(): Float32Array {
  const out = buffer(0.45);
  const hiss = noise(7);
  let phase = 0;
  for (let index = 0; index < out.length; index += 1) {
    const progress = index / out.length;
    phase += (TAU * (220 + 660 * progress)) / SAMPLE_RATE;
    const envelope = Math.sin(Math.PI * progress) ** 2;
    out[index] = envelope * (0.22 * Math.sin(phase) + 0.08 * hiss());
  }
  addBell(out, 0.3, 1_760, 0.12, 0.1);
  return out;
}

/** The ante bet switched on: a short rising charge, like a forge's bellows drawing up. */
function anteOn(): Float32Array {
  const out = buffer(0.5);
  [220, 293.66, 392, 523.25].forEach((frequency, step) => {
    addBrass(out, step * 0.06, 0.16, frequency, 0.1);
  });
  addBell(out, 0.24, 1_046.5, 0.14, 0.22);
  return out;
}

/** Winning sweets popping off a tumbling grid: a quick bubbly pop, pitched down as it bursts. */
function tumblePop(): Float32Array {
  const out = buffer(0.18);
  const fizz = noise(11);
  let phase = 0;
  for (let index = 0; index < out.length; index += 1) {
    const time = index / SAMPLE_RATE;
    phase += (TAU * (900 * Math.exp(-time * 18) + 260)) / SAMPLE_RATE;
    out[index] = Math.exp(-time * 26) * (0.6 * Math.sin(phase) + 0.12 * fizz() * Math.exp(-time * 60));
  }
  addBell(out, 0.02, 2_637, 0.08, 0.05);
  return out;
}

/** Multiplier orbs flying into the win: a rising shimmer that lands on a bright bell. */
function orbCharge(): Float32Array {
  const out = buffer(0.7);
  let phase = 0;
  for (let index = 0; index < out.length; index += 1) {
    const progress = index / out.length;
    phase += (TAU * (440 + 1_320 * progress * progress)) / SAMPLE_RATE;
    const envelope = Math.sin(Math.PI * Math.min(1, progress * 1.4)) ** 2;
    out[index] = envelope * 0.2 * (Math.sin(phase) + 0.3 * Math.sin(3 * phase));
  }
  addBell(out, 0.45, 1_568, 0.22, 0.2);
  addBell(out, 0.47, 2_349, 0.1, 0.16);
  return out;
}

/** A multiplier spot marked or doubled: a bubbling brew that rises to a glassy ping. */
function spotCharge(): Float32Array {
  const out = buffer(0.42);
  const bubbles = noise(23);
  let phase = 0;
  for (let index = 0; index < out.length; index += 1) {
    const time = index / SAMPLE_RATE;
    const progress = index / out.length;
    // A wobbling pitch, the bubbles, rising as the brew charges.
    phase += (TAU * (300 + 700 * progress + 60 * Math.sin(TAU * 22 * time))) / SAMPLE_RATE;
    const envelope = Math.sin(Math.PI * Math.min(1, progress * 1.6)) ** 2;
    out[index] = envelope * (0.22 * Math.sin(phase) + 0.05 * bubbles() * Math.exp(-time * 8));
  }
  addBell(out, 0.3, 1_976, 0.16, 0.12);
  return out;
}

const SYNTHS: Record<SoundName, () => Float32Array> = {
  click,
  reelStop,
  spinLoop,
  anticipation,
  winChime,
  bigWin,
  coinTick,
  feature,
  reelsExpand,
  anteOn,
  tumblePop,
  orbCharge,
  spotCharge,
};

export function synthesize(name: SoundName): Float32Array {
  const samples = SYNTHS[name]();
  // Never clip: the loudest sample is brought under full scale.
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  if (peak > 0.98)
    for (let index = 0; index < samples.length; index += 1)
      samples[index] = ((samples[index] ?? 0) * 0.98) / peak;
  return samples;
}

/** 16-bit mono PCM in a RIFF/WAVE container. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1)
      view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + index * 2, Math.round(clamped * 0x7fff), true);
  });
  return bytes;
}

export function wavDataUri(samples: Float32Array): string {
  const bytes = encodeWav(samples);
  let binary = "";
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return `data:audio/wav;base64,${btoa(binary)}`;
}
