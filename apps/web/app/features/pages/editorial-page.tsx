import type { PageContent } from "@reelhouse/contract";
import { PageHeader } from "~/components/ui/page-header.tsx";

/** An editorial page (/page/{name}) as the operator wrote it. */
export function EditorialPage({ page }: { page: PageContent }) {
  return (
    <article className="editorial" lang={page.locale}>
      <PageHeader title={page.title} lead={page.summary} />
      {page.sections.map((section) => (
        <section key={section.heading} className="editorial__section">
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}
