/** In-page links to the article's sections (their headings carry these ids). */
export function TableOfContents({ sections }: { sections: Array<{ id: string; text: string }> }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-xl border border-line bg-surface p-5 text-sm"
    >
      <h2 id="toc-heading" className="font-semibold uppercase tracking-wide text-ink-muted">
        In this article
      </h2>
      <ol className="mt-3 space-y-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded py-1 leading-snug text-ink hover:text-brand hover:underline"
            >
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
