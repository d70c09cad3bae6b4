import { Form, href, Link, useLocation, useMatches } from "react-router";
import { LeafIcon, SearchIcon } from "~/components/ui/icons";
import { useLocale, useT } from "~/lib/i18n";
import { localeOf, localePrefix } from "~/lib/locale";
import { SITE_NAME } from "~/lib/site";
import { CrisisBar } from "./crisis-bar";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

export function Header() {
  const locale = useLocale();
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
            to={localePrefix(locale) || href("/")}
            className="flex min-h-11 items-center gap-2 whitespace-nowrap text-base font-semibold text-nav-ink no-underline min-[22.5rem]:text-lg"
          >
            {/* The leaf steps aside on the narrowest screens (or with very large text), so the bar fits in one row. */}
            <LeafIcon width={24} height={24} className="hidden min-[22.5rem]:block" />
            {SITE_NAME}
          </Link>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2">
            <LanguageLink />
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
 * The same page in the other language, as a plain link (docs/decisions/042-i18n-with-lingui.md):
 * it works without JavaScript and reloads the document, so the whole frame changes language. A
 * page with no twin links the other language's home page. No redirect by Accept-Language.
 */
function LanguageLink() {
  const t = useT();
  const { pathname } = useLocation();
  const other = localeOf(pathname) === "en" ? "es" : "en";
  // The page's loader names its twin in `head` (app/content/site-pages.ts, `pageHead`; a
  // country's crisis lines name theirs by its code).
  const twin = useMatches()
    .map((match) => (match.loaderData as { head?: { twin?: string } } | undefined)?.head?.twin)
    .findLast(Boolean);
  const to = twin ?? (localePrefix(other) || "/");
  return (
    <Link
      to={to}
      reloadDocument
      lang={other}
      hrefLang={other}
      className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-[0.95rem] font-medium text-nav-ink underline underline-offset-4 hover:bg-nav-ink/10"
      data-testid="language-link"
    >
      {t("frame.languageLink")}
    </Link>
  );
}

/**
 * Wide screens: a search box in the bar. Small screens: an icon that opens the search page,
 * whose box takes the whole width (a link, so it works before JavaScript too).
 */
function HeaderSearch() {
  const t = useT();
  // Spanish pages search the entries and pages in Spanish.
  const searchPath = useLocale() === "es" ? href("/es/buscar") : href("/search");
  return (
    <>
      <Form
        method="get"
        action={searchPath}
        role="search"
        aria-label={t("frame.siteLandmark")}
        className="relative hidden @7xl:block"
      >
        <label htmlFor="header-search" className="sr-only">
          {t("frame.searchLabel")}
        </label>
        <input
          id="header-search"
          type="search"
          name="q"
          placeholder={t("frame.searchPlaceholder")}
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
        to={searchPath}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-md text-nav-ink hover:bg-nav-ink/10 @7xl:hidden"
      >
        <SearchIcon />
        <span className="sr-only">{t("frame.search")}</span>
      </Link>
    </>
  );
}
