/**
 * Compresses responses with brotli or gzip, whichever the client's Accept-Encoding prefers
 * (ADR 065). Bodies under 1 KB go out as they are: compressing them saves less than it costs.
 * Streamed bodies (the server-rendered site) are flushed after every chunk, so the browser still
 * receives the page shell before the slower parts. Client assets are compressed at build and sent
 * as they are (plugins/web.ts); this plugin leaves a reply that already has an encoding alone.
 */
import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const COMPRESSION_THRESHOLD_BYTES = 1024;

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: {
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
    // Requests are not decompressed: no client of this API sends compressed bodies.
    globalDecompression: false,
  });
}

export default fp(compression, { name: "compression" });
