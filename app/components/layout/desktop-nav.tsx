import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { isActive, NAV_GROUPS, NAV_LINKS, type NavGroup } from "./navigation";

const itemClasses =
  "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-3 text-[0.95rem] font-medium text-nav-ink no-underline hover:bg-nav-ink/10 data-[active]:bg-nav-ink/15 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8";

/**
 * One group of the wide-screen menu: a disclosure button whose dropdown opens on hover and on
 * Enter or Space, and closes on Escape (focus back on the button), on leaving, and on navigating.
 * Written here rather than with Radix NavigationMenu to keep reading pages within their
 * JavaScript budget (docs/decisions/005-hand-written-desktop-menu.md).
 */
function NavGroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  // Open "at" a path: navigating anywhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className={cn(itemClasses, "cursor-pointer")}
        data-active={isActive(pathname, group) || undefined}
      >
        {group.label}
        <ChevronDownIcon
          width={16}
          height={16}
          className={cn("transition-transform", open && "rotate-180")}
        />
      </button>
      {/* Padding, not margin, above the panel: the pointer crosses no gap on its way down. */}
      <div
        id={menuId}
        className={cn("absolute right-0 top-full z-40 w-64 pt-2", !open && "hidden")}
      >
        <ul className="rounded-xl border border-line bg-surface p-2 shadow-lg">
          {[{ label: `View All ${group.label}`, href: group.href }, ...group.links].map((link) => (
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
    </li>
  );
}

/** Wide screens: Home, Blog and the header's three groups (docs/product.md, Header). */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_LINKS.map((link) => (
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
        {NAV_GROUPS.map((group) => (
          <NavGroupMenu key={group.href} group={group} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}
