import type { ReactNode } from "react";

/** The title block at the top of a content page: one h1, an optional eyebrow and lead. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-surface print:border-0">
      {/* On paper the title needs no room around it: the page's own content fits on one sheet. */}
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14 print:py-2">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
