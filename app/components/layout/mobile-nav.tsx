import { useRef } from "react";
import { href, Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useLocale, useT } from "~/lib/i18n";
import { isActive, useSiteNavigation, type NavLink } from "./navigation";
import { useDisclosure } from "./use-disclosure";

const linkClasses =
  "flex min-h-11 items-center rounded-md px-3 no-underline hover:bg-surface-muted aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold";

/**
 * Small screens: a Menu button that unfolds the navigation under the header. It is a `<details>`
 * disclosure, so it works before JavaScript loads; with JavaScript, Escape closes it (focus back
 * on Menu), and so do choosing a link and tapping outside. Each group folds too, which keeps the
 * list short enough that Submit Resource shows without scrolling on a phone
 * (docs/decisions/022-menus-without-javascript.md).
 */
export function MobileNav() {
  const { pathname } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  useDisclosure(details);
  const t = useT();
  // Spanish pages list the Spanish pages; the categories and Submit are English-only.
  const english = useLocale() === "en";
  const { header: links, groups } = useSiteNavigation();

  const item = (link: NavLink, indent = false) => (
    <li key={link.href}>
      <Link
        to={link.href}
        aria-current={pathname === link.href ? "page" : undefined}
        className={cn(linkClasses, indent ? "pl-6 text-ink-muted" : "font-medium text-ink")}
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <details ref={details} className="group/mobile @5xl:hidden">
      <summary
        className={cn(
          buttonClasses("onNav", "sm"),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <MenuIcon className="group-open/mobile:hidden" />
        <CloseIcon className="hidden group-open/mobile:block" />
        {t("frame.menu")}
      </summary>
      {/* Unfolds under the header bar, full width; scrolls on its own on short screens. */}
      <div className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-6rem)] overflow-y-auto border-b border-line bg-surface px-4 pb-5 pt-3 text-ink shadow-lg [--focus:var(--focus-base)]">
        <nav aria-label={t("frame.mainNav")}>
          <ul className="space-y-1">
            {links.map((link) => item(link))}
            {groups.map((group) => (
              <li key={group.href}>
                <details className="group/section">
                  <summary
                    className={cn(
                      linkClasses,
                      "cursor-pointer list-none justify-between font-medium text-ink [&::-webkit-details-marker]:hidden",
                    )}
                    data-active={isActive(pathname, group) || undefined}
                  >
                    {group.label}
                    <ChevronDownIcon
                      width={18}
                      height={18}
                      className="transition-transform group-open/section:rotate-180"
                    />
                  </summary>
                  <ul className="mb-2">
                    {item(
                      { label: t("frame.viewAll", { group: group.label }), href: group.href },
                      true,
                    )}
                    {group.links.map((link) => item(link, true))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </nav>
        {english ? (
          <Link to={href("/submit")} className={cn(buttonClasses("primary"), "mt-4 w-full")}>
            {t("frame.submit")}
          </Link>
        ) : null}
      </div>
    </details>
  );
}
