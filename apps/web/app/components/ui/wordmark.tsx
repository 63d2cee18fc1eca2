import type { Theme } from "~/lib/theme/theme.ts";

/**
 * The brand name set as a wordmark in the brand's headline face (the brand's `wordmark` data): a
 * two-tone split, a gradient, or an offset shadow. Live text, so it reads the same to everyone.
 */
export function Wordmark({ theme }: { theme: Theme }) {
  const { displayName, wordmark } = theme;
  const classes = ["wordmark", `wordmark--${wordmark.style}`, wordmark.italic && "wordmark--italic"];
  return (
    <span className={classes.filter(Boolean).join(" ")}>
      {wordmark.split > 0 ? (
        <>
          <span className="wordmark__head">{displayName.slice(0, wordmark.split)}</span>
          {displayName.slice(wordmark.split)}
        </>
      ) : (
        displayName
      )}
    </span>
  );
}
