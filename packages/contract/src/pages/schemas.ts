import { z } from "zod";
import { fieldMessage } from "../field-messages.ts";
import { LOCALES } from "../locales.ts";

/** Slug of an editorial page served at /page/{name}: lowercase words joined by dashes. */
export const PageSlug = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, fieldMessage("slug"));

export const PageContentParams = z.object({ name: PageSlug });
export const PageContentQuery = z.object({ locale: z.enum(LOCALES).default("en") });

/**
 * A section of an editorial page. `body` is plain text with a few Markdown marks the site renders
 * (blank-line paragraphs, `- ` and `1. ` lists, `> ` notes, `**strong**`, `[text](link)`; the
 * web's `features/pages/page-text.ts`), never HTML.
 */
export const PageSection = z.object({ heading: z.string(), body: z.string() });

export const PageContentResponse = z.object({
  success: z.literal(true),
  data: z.object({
    slug: PageSlug,
    locale: z.enum(LOCALES),
    title: z.string(),
    summary: z.string(),
    sections: z.array(PageSection),
    /** The date the page takes effect (legal pages show it), a calendar date. */
    effectiveOn: z.iso.date(),
    updatedAt: z.string().datetime(),
  }),
});
export type PageContentResponse = z.infer<typeof PageContentResponse>;
export type PageContent = PageContentResponse["data"];
