/**
 * Whether a bank account's holder name is the player's own (the rules: prizes are paid only to the
 * verified account holder, to a bank account in their name). Names are written many ways by banks,
 * so the comparison is of words, not of strings: accents, case, punctuation and hyphens are set
 * aside, word order does not matter, and titles, suffixes and middle names may come or go. What
 * must be there is the player's first given name, whole, and at least one of their surnames
 * ("María José García López" matches "MARIA GARCIA", "Garcia-Lopez, Maria J." and "Maria Lopez";
 * not "M. Garcia" nor "Maria Smith"). The bank checks the name again when it pays.
 */

const TITLES_AND_SUFFIXES: ReadonlySet<string> = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "dr",
  "jr",
  "sr",
  "ii",
  "iii",
  "iv",
]);

/** The words of a name: letters only, without accents, lower case, titles and suffixes left out. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0 && !TITLES_AND_SUFFIXES.has(word));
}

export function isHolderNameOf(holderName: string, player: { name: string; surname: string }): boolean {
  const holder = new Set(nameWords(holderName));
  const [firstGiven] = nameWords(player.name);
  const surnames = nameWords(player.surname);
  if (!firstGiven || surnames.length === 0) return false;
  return holder.has(firstGiven) && surnames.some((surname) => holder.has(surname));
}
