import type { ReactNode } from "react";

/** Title, lead and body of an auth page; the auth frame draws the card around it. */
export function AuthPanel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="auth-panel" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-panel__title">
        {title}
      </h1>
      {lead ? <p className="auth-panel__lead">{lead}</p> : null}
      {children}
    </section>
  );
}
