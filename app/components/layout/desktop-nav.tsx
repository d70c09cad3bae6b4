import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { isActive, NAV_GROUPS, NAV_LINKS } from "./navigation";

const itemClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-nav-ink no-underline hover:bg-nav-ink/10 data-[active]:bg-nav-ink/15 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8";

/** Wide screens: links and three groups whose dropdowns open on hover, focus or Enter. */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Root aria-label="Main" className="hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {NAV_LINKS.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild active={isActive(pathname, link)}>
              <Link
                to={link.href}
                className={itemClasses}
                data-active={isActive(pathname, link) || undefined}
              >
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        {NAV_GROUPS.map((group) => (
          <NavigationMenu.Item key={group.href} className="relative">
            <NavigationMenu.Trigger
              className={cn(itemClasses, "group cursor-pointer")}
              data-active={isActive(pathname, group) || undefined}
            >
              {group.label}
              <ChevronDownIcon
                width={16}
                height={16}
                className="transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute right-0 top-full z-40 mt-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-lg">
              <ul>
                {[{ label: `View All ${group.label}`, href: group.href }, ...group.links].map(
                  (link) => (
                    <li key={link.href}>
                      <NavigationMenu.Link asChild active={pathname === link.href}>
                        <Link
                          to={link.href}
                          className="block rounded-md px-3 py-2 text-ink no-underline hover:bg-surface-muted aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
                        >
                          {link.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ),
                )}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
