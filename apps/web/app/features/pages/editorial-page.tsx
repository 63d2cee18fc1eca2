import type { Locale, PageContent } from "@reelhouse/contract";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { type Block, type Inline, parsePageText } from "./page-text.ts";
import "./editorial-page.css";

/** From this many sections a page opens with its table of contents. */
const CONTENTS_FROM_SECTIONS = 4;

/**
 * An editorial page (/page/{name}) as the operator wrote it: numbered sections, each linkable by
 * an anchor made from its heading (`#free-entries-by-mail`), with the date the page takes effect.
 */
export function EditorialPage({ page }: { page: PageContent }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const ids = sectionIds(page.sections.map((section) => section.heading));
  return (
    <article className="editorial" lang={page.locale}>
      <PageHeader title={page.title} lead={page.summary}>
        <p className="editorial__effective">
          {t("editorial.effective")}{" "}
          <time dateTime={page.effectiveOn}>{formatCalendarDate(page.effectiveOn, locale)}</time>
        </p>
      </PageHeader>
      {page.sections.length >= CONTENTS_FROM_SECTIONS ? (
        <nav className="editorial__contents" aria-labelledby="editorial-contents">
          <h2 id="editorial-contents">{t("editorial.contents")}</h2>
          <ol>
            {page.sections.map((section, index) => (
              <li key={ids[index]}>
                <a href={`#${ids[index]}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="editorial__body">
        {page.sections.map((section, index) => (
          <section key={ids[index]} id={ids[index]} className="editorial__section">
            <h2>
              <span className="editorial__number">{index + 1}.</span> {section.heading}
            </h2>
            {inOrder(parsePageText(section.body), (block) => (
              <BlockView block={block} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Inlines content={block.content} />
        </p>
      );
    case "note":
      return (
        <p className="editorial__note">
          <Inlines content={block.content} />
        </p>
      );
    case "list": {
      const items = inOrder(block.items, (item) => (
        <li>
          <Inlines content={item} />
        </li>
      ));
      return block.ordered ? <ol start={block.start}>{items}</ol> : <ul>{items}</ul>;
    }
  }
}

function Inlines({ content }: { content: Inline[] }) {
  const to = useLocalizedPath();
  return inOrder(content, (part) => {
    const text = <Lines text={part.text} />;
    if (part.kind === "text") return text;
    if (part.kind === "strong") return <strong>{text}</strong>;
    if (part.isSitePath) return <Link to={to(part.href)}>{text}</Link>;
    // Another site learns nothing of the page the player came from.
    const rel = /^https?:/i.test(part.href) ? "noopener noreferrer" : undefined;
    return (
      <a href={part.href} rel={rel}>
        {text}
      </a>
    );
  });
}

/** Text whose line breaks are kept (an address, line by line). */
function Lines({ text }: { text: string }) {
  return inOrder(text.split("\n"), (line, index) =>
    index > 0 ? (
      <>
        <br />
        {line}
      </>
    ) : (
      line
    ),
  );
}

/** Pieces of a page's text, rendered in order: they never move, so their position is their key. */
function inOrder<T>(items: readonly T[], render: (item: T, index: number) => ReactNode) {
  return items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>{render(item, index)}</Fragment>
  ));
}

/**
 * Anchor ids from headings: lowercase ASCII words joined by dashes (`Términos` → `terminos`), made
 * unique by a number, or the section's number for a heading with no such word.
 */
function sectionIds(headings: readonly string[]): string[] {
  const used = new Set<string>();
  return headings.map((heading, index) => {
    const base =
      heading
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "") || `section-${index + 1}`;
    let id = base;
    for (let copy = 2; used.has(id); copy += 1) id = `${base}-${copy}`;
    used.add(id);
    return id;
  });
}

/** `2025-03-01` as "March 1, 2025" / "1 de marzo de 2025": a calendar date, the same in every time zone. */
function formatCalendarDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
