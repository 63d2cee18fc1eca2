// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible client asset, at the
// highest levels, so the server sends them as they are instead of compressing on each request
// (ADR 065). Small files too: a file without a copy is compressed per request, at a lower level
// and with a flush, which makes a file of a few hundred bytes bigger than its copy. Copies that
// would not be smaller are left out.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const CLIENT_DIR = new URL("../build/client/", import.meta.url).pathname;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/;

const encoders = [
  {
    extension: ".br",
    encode: (data) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: ".gz", encode: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
];

const files = (await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

const totals = { files: 0, raw: 0, ".br": 0, ".gz": 0 };
await Promise.all(
  files.map(async (file) => {
    const data = await readFile(file);
    totals.files += 1;
    totals.raw += data.length;
    for (const { extension, encode } of encoders) {
      const compressed = await encode(data);
      const kept = compressed.length < data.length;
      if (kept) await writeFile(file + extension, compressed);
      totals[extension] += kept ? compressed.length : data.length;
    }
  }),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${totals.files} client files: ${kb(totals.raw)} raw, ${kb(totals[".br"])} br, ${kb(totals[".gz"])} gzip`,
);
