import type { ReactNode } from "react";
import { href, Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

const SECTIONS = [
  { id: "submissions", label: "Submissions", href: href("/curator") },
  { id: "catalogue", label: "Catalogue", href: href("/curator/resources") },
  { id: "helplines", label: "Crisis lines", href: href("/curator/helplines") },
  { id: "needs-review", label: "Needs review", href: href("/curator/needs-review") },
  { id: "translations", label: "Spanish pages", href: href("/curator/translations") },
  { id: "reports", label: "Reports", href: href("/curator/reports") },
  { id: "links", label: "Links", href: href("/curator/links") },
  { id: "audit", label: "Audit log", href: href("/curator/audit") },
  { id: "newsletter", label: "Newsletter", href: href("/curator/newsletter") },
  { id: "health", label: "Health", href: href("/curator/health") },
  { id: "profile", label: "Your profile", href: href("/curator/profile") },
  { id: "second-factor", label: "Sign-in security", href: href("/curator/second-factor") },
] as const;

/** The console's own header: who is signed in, sign out, and its sections. */
export function ConsoleFrame({
  username,
  section,
  navigation = true,
  children,
}: {
  username: string;
  section: (typeof SECTIONS)[number]["id"];
  /** False while the curator must set up a second factor: no other section is open yet. */
  navigation?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">Review console</p>
          <p className="text-sm text-ink-muted">
            Signed in as <strong className="font-semibold text-ink">{username}</strong>
          </p>
        </div>
        <Form method="post" action={href("/curator/sign-out")} reloadDocument>
          <button type="submit" className={buttonClasses("secondary", "sm")}>
            Sign out
          </button>
        </Form>
      </div>
      {navigation ? (
        <nav aria-label="Console sections" className="mt-4">
          <ul className="flex flex-wrap gap-1">
            {SECTIONS.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.href}
                  aria-current={item.id === section ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold",
                    item.id === section
                      ? "bg-brand-soft text-brand-strong"
                      : "text-ink-muted hover:bg-surface-muted hover:text-ink",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
