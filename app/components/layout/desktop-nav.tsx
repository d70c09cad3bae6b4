import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";
import { isActive, useSiteNavigation, type NavGroup } from "./navigation";
import { useDisclosure } from "./use-disclosure";

const itemClasses =
  "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-3 text-[0.95rem] font-medium text-nav-ink no-underline hover:bg-nav-ink/10 data-[active]:bg-nav-ink/15 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8";

/**
 * One group of the wide-screen menu: a `<details>` disclosure, so it opens and closes without
 * JavaScript too. With JavaScript it also opens on hover and closes on Escape (focus back on
 * the summary), on a click elsewhere and on navigating. Written here rather than with Radix
 * NavigationMenu to keep reading pages within their JavaScript budget
 * (docs/decisions/005-hand-written-desktop-menu.md, docs/decisions/022-menus-without-javascript.md).
 */
function NavGroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { setOpen } = useDisclosure(details);
  // Hovering opens the group; the click that usually follows must not close it again.
  const openedByHover = useRef(false);
  const t = useT();

  return (
    <li
      className="relative"
      onMouseEnter={() => {
        openedByHover.current = !details.current?.open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      {/* `name` makes the groups exclusive: opening one closes the others, also without JS. */}
      <details ref={details} name="main-nav-group" className="group/menu">
        <summary
          onClick={(event) => {
            if (!openedByHover.current) return;
            openedByHover.current = false;
            event.preventDefault();
          }}
          className={cn(itemClasses, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
          data-active={isActive(pathname, group) || undefined}
        >
          {group.label}
          <ChevronDownIcon
            width={16}
            height={16}
            className="transition-transform group-open/menu:rotate-180"
          />
        </summary>
        {/* Padding, not margin, above the panel: the pointer crosses no gap on its way down. */}
        <div className="absolute right-0 top-full z-40 w-64 pt-2 [--focus:var(--focus-base)]">
          <ul className="rounded-xl border border-line bg-surface p-2 shadow-lg">
            {[
              { label: t("frame.viewAll", { group: group.label }), href: group.href },
              ...group.links,
            ].map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  aria-current={pathname === link.href ? "page" : undefined}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-2 text-ink no-underline hover:bg-surface-muted aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}

/** Wide screens: Home, Blog and the header's three groups (docs/product.md, Header). */
export function DesktopNav() {
  const { pathname } = useLocation();
  const t = useT();
  // Spanish pages list the Spanish pages; the categories are English-only (no groups).
  const { header, groups } = useSiteNavigation();
  return (
    <nav aria-label={t("frame.mainNav")} className="hidden @5xl:block">
      <ul className="flex items-center gap-1">
        {header.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              aria-current={isActive(pathname, link) ? "page" : undefined}
              data-active={isActive(pathname, link) || undefined}
              className={itemClasses}
            >
              {link.label}
            </Link>
          </li>
        ))}
        {groups.map((group) => (
          <NavGroupMenu key={group.href} group={group} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}
