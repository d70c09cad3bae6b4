import { Link } from "react-router";
import { ArrowRightIcon } from "~/components/ui/icons";
import type { RelatedLink } from "../post-schema";

/** Where to read next: other articles and resource pages. */
export function RelatedArticles({ links }: { links: RelatedLink[] }) {
  return (
    <section aria-labelledby="related-heading" className="mt-14 border-t border-line pt-10">
      <h2 id="related-heading" className="text-2xl font-semibold tracking-tight">
        Related Articles
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="group flex h-full flex-col rounded-xl border border-line bg-surface p-5 transition-[border-color] hover:border-brand"
            >
              <span className="font-semibold leading-snug text-ink group-hover:text-brand group-hover:underline">
                {link.title}
              </span>
              <span className="mt-2 text-sm text-ink-muted">{link.description}</span>
              <span className="mt-auto pt-3 text-brand">
                <ArrowRightIcon width={22} height={22} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
