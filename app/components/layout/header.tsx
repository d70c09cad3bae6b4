import { Form, href, Link } from "react-router";
import { LeafIcon, SearchIcon } from "~/components/ui/icons";
import { SITE_NAME } from "~/lib/site";
import { CrisisBar } from "./crisis-bar";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

export function Header() {
  return (
    <header>
      <CrisisBar />
      {/*
        The focus ring takes its light shade on the dark bar (3:1 against it). The bar is a size
        container: the full menu and the search box show by the bar's width in the page's own rem
        (`@5xl`, `@7xl`), not the window's, so with the text enlarged (root font 32 px at 1280 px)
        the bar collapses into Menu instead of pushing the page sideways.
      */}
      <div className="@container relative bg-nav text-nav-ink [--focus:var(--focus-on-dark)]">
        {/* Wraps rather than scrolls sideways when text is enlarged or spaced out. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:px-4">
          <Link
            to={href("/")}
            className="flex min-h-11 items-center gap-2 whitespace-nowrap text-base font-semibold text-nav-ink no-underline min-[22.5rem]:text-lg"
          >
            {/* The leaf steps aside on the narrowest screens (or with very large text), so the bar fits in one row. */}
            <LeafIcon width={24} height={24} className="hidden min-[22.5rem]:block" />
            {SITE_NAME}
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <DesktopNav />
            <HeaderSearch />
            <MobileNav />
          </div>
        </div>
      </div>
    </header>
  );
}

/**
 * Wide screens: a search box in the bar. Small screens: an icon that opens the search page,
 * whose box takes the whole width (a link, so it works before JavaScript too).
 */
function HeaderSearch() {
  return (
    <>
      <Form
        method="get"
        action={href("/search")}
        role="search"
        aria-label="Site"
        className="relative hidden @7xl:block"
      >
        <label htmlFor="header-search" className="sr-only">
          Search resources
        </label>
        <input
          id="header-search"
          type="search"
          name="q"
          placeholder="Search"
          maxLength={200}
          className="min-h-10 w-40 rounded-md border border-nav-ink/30 bg-nav-ink/10 py-1 pl-9 pr-2 text-nav-ink placeholder:text-nav-ink/80 focus:w-56 focus:bg-nav-ink/15"
        />
        <SearchIcon
          width={18}
          height={18}
          className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-nav-ink"
        />
      </Form>
      <Link
        to={href("/search")}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-md text-nav-ink hover:bg-nav-ink/10 @7xl:hidden"
      >
        <SearchIcon />
        <span className="sr-only">Search</span>
      </Link>
    </>
  );
}
