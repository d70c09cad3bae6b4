import { Link } from "react-router";
import { LeafIcon, PhoneIcon } from "~/components/ui/icons";
import { CRISIS, SITE_NAME } from "~/lib/site";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

/** Quiet, always there: where to turn right now. */
export function CrisisBar() {
  return (
    <div className="bg-surface-muted text-sm text-ink">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-1.5">
        <PhoneIcon width={16} height={16} className="text-brand" />
        <span>
          In crisis? Call or text{" "}
          <a href="tel:988" className="font-semibold text-brand underline">
            988
          </a>
        </span>
        <span aria-hidden="true">·</span>
        <Link to={CRISIS.helpPath} className="font-medium text-brand underline">
          Get help now
        </Link>
      </p>
    </div>
  );
}

export function Header() {
  return (
    <header>
      <CrisisBar />
      <div className="bg-nav text-nav-ink">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
          <Link
            to="/"
            className="flex items-center gap-2 text-lg font-semibold text-nav-ink no-underline"
          >
            <LeafIcon width={24} height={24} />
            {SITE_NAME}
          </Link>
          <DesktopNav />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
