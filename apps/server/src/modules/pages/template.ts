/**
 * Placeholders in stored page text: `{{operator.legalName}}`, `{{states.excluded}}` … are filled
 * when a page is served, never when it is stored. So one seeded text serves all nine brands, and a
 * page follows the operator configuration and the geo rules as they change. An operator's own
 * pages go through the same filling as the seeded ones.
 *
 * A name the caller has no value for stays as written: a misspelt placeholder in an operator's
 * edit then shows on the page, where someone will see it, instead of vanishing from a legal text.
 */

/** `{{ name }}`, the name made of dotted words, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z]+(?:\.[A-Za-z]+)*)\s*\}\}/g;

/** Every placeholder name the texts use, each once. */
export function placeholderNames(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(PLACEHOLDER)) if (match[1]) names.add(match[1]);
  }
  return names;
}

/** The text with each placeholder that has a value replaced by it. Values are inserted verbatim. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}
