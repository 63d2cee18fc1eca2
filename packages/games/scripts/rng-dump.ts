/**
 * npm run rng:dump -- --source csprng|fair [--bytes N] > out.bin
 * Writes raw 32-bit words (big-endian) from a draw, for statistical test suites such as ent and
 * dieharder (`… | dieharder -g 200 -a`). The fair source is one step's stream, block after block,
 * under a fresh server seed (or --server-seed). Without --bytes it writes until the reader closes.
 */
import { parseArgs } from "node:util";
import { csprngDraw, fairDraw, newServerSeed } from "../src/node/index.ts";
import { MAX_RANGE } from "../src/random/uniform.ts";

const { values } = parseArgs({
  options: {
    source: { type: "string", default: "fair" },
    bytes: { type: "string" },
    "server-seed": { type: "string" },
    "client-seed": { type: "string", default: "rng-dump" },
  },
});

const draw =
  values.source === "csprng"
    ? csprngDraw()
    : values.source === "fair"
      ? fairDraw({
          serverSeed: values["server-seed"] ?? newServerSeed(),
          clientSeed: values["client-seed"],
          nonce: 0,
          step: 0,
        })
      : null;
if (draw === null) {
  console.error(`Unknown source "${values.source}": use csprng or fair.`);
  process.exit(2);
}

const CHUNK_BYTES = 1 << 16;
let remaining = values.bytes === undefined ? Number.POSITIVE_INFINITY : Number(values.bytes);

process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

function nextChunk(): Buffer {
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  for (let offset = 0; offset < CHUNK_BYTES; offset += 4)
    chunk.writeUInt32BE(draw?.int(MAX_RANGE) ?? 0, offset);
  const size = Math.min(CHUNK_BYTES, remaining);
  remaining -= size;
  return size === CHUNK_BYTES ? chunk : chunk.subarray(0, size);
}

function write(): void {
  while (remaining > 0) {
    if (!process.stdout.write(nextChunk())) {
      process.stdout.once("drain", write);
      return;
    }
  }
}

write();
