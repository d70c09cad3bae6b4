import { href, Link } from "react-router";
import { DISCLAIMER, NO_COMPENSATION, SITE_NAME } from "~/lib/site";
import { CrisisLinePhrase, useCrisisLine } from "./crisis-line";
import { FOOTER_CATEGORY_LINKS, FOOTER_LINKS, type NavLink } from "./navigation";

function LinkList({ label, links }: { label: string; links: NavLink[] }) {
  const id = `footer-${label.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {label}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="inline-flex min-h-8 items-center text-brand underline underline-offset-4 hover:decoration-2"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const line = useCrisisLine();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <LinkList label="Explore" links={FOOTER_LINKS} />
        <LinkList label="Categories" links={FOOTER_CATEGORY_LINKS} />
        <div className="space-y-3 text-sm text-ink-muted">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
            Please note
          </h2>
          <p>{DISCLAIMER}</p>
          <p>{NO_COMPENSATION}</p>
          <p>
            {line ? (
              <>
                If you are in crisis, <CrisisLinePhrase line={line} />. Anywhere else, see{" "}
              </>
            ) : (
              <>If you are in crisis, see </>
            )}
            <Link to={href("/get-help")} className="text-brand underline">
              crisis lines by country
            </Link>
            . In danger, call your local emergency number.
          </p>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-sm text-ink-muted">
        © 2024 {SITE_NAME}. Educational content only.
      </p>
    </footer>
  );
}
