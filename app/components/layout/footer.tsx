import { Link } from "react-router";
import { DISCLAIMER, NO_COMPENSATION, SITE_NAME } from "~/lib/site";

const FOOTER_LINKS = [
  { label: "Submit a Resource", href: "/submit" },
  { label: "About Me", href: "/about" },
  { label: "Contact", href: "/contact" },
  { label: "Get help now", href: "/get-help" },
  { label: "My safety plan", href: "/safety-plan" },
  { label: "Browsing safely", href: "/browsing-safely" },
  { label: "Privacy", href: "/privacy" },
  { label: "Psychological Concerns", href: "/category/psychological-concerns" },
  { label: "Healthy Lifestyle", href: "/category/lifestyle" },
  { label: "Healthy Relationships", href: "/category/relationships" },
  { label: "Trauma", href: "/category/trauma" },
];

const CATEGORY_NAMES = ["Psychological Concerns", "Healthy Lifestyle", "Healthy Relationships"];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Explore</h2>
          <ul className="mt-3 space-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="text-brand underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
            Categories
          </h2>
          <ul className="mt-3 space-y-2 text-ink">
            {CATEGORY_NAMES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <div className="space-y-3 text-sm text-ink-muted">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
            Please note
          </h2>
          <p>{DISCLAIMER}</p>
          <p>{NO_COMPENSATION}</p>
          <p>
            If you are in crisis in the US or Canada, call or text{" "}
            <a href="tel:988" className="font-semibold text-brand underline">
              988
            </a>
            . Anywhere else, see{" "}
            <Link to="/get-help" className="text-brand underline">
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
