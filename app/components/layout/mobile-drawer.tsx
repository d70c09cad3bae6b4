import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CloseIcon } from "~/components/ui/icons";
import { isActive, NAV_GROUPS, NAV_LINKS, type NavLink } from "./navigation";

export interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The side drawer of the small-screen menu (Radix Dialog: focus trapped, Escape closes). */
export default function MobileDrawer({ open, onOpenChange, returnFocusTo }: MobileDrawerProps) {
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

  const item = (link: NavLink, indent = false) => (
    <li key={link.href}>
      <Link
        to={link.href}
        onClick={close}
        aria-current={pathname === link.href ? "page" : undefined}
        className={`block rounded-md py-2.5 no-underline hover:bg-surface-muted aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold ${indent ? "pl-6 pr-3 text-ink-muted" : "px-3 font-medium text-ink"}`}
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-surface p-4 shadow-2xl"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className={buttonClasses("ghost", "sm")} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Main">
            <ul className="space-y-1">
              {NAV_LINKS.map((link) => item(link))}
              {NAV_GROUPS.map((group) => (
                <li key={group.href} className="pt-3">
                  <p
                    className="px-3 text-xs font-semibold uppercase tracking-wide text-ink-muted"
                    data-active={isActive(pathname, group) || undefined}
                  >
                    {group.label}
                  </p>
                  <ul className="mt-1">
                    {item({ label: `View All ${group.label}`, href: group.href })}
                    {group.links.map((link) => item(link, true))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/submit" onClick={close} className={buttonClasses("primary") + " mt-6"}>
            Submit Resource
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
