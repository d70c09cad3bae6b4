import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { SITE_PAGES, type SitePage } from "./content/site-pages";

// Pages with a fixed address come from the page registry. Where one module serves several
// pages (topics, understanding pages), each route needs its own id: `topic-depression`.
const shared = new Set(
  SITE_PAGES.map((page) => page.file).filter((file, i, files) => files.indexOf(file) !== i),
);
const pageRoute = (page: SitePage) => {
  if (page.path === "/") return index(page.file);
  const path = page.path.slice(1);
  return shared.has(page.file)
    ? route(path, page.file, { id: `${page.group}-${path}` })
    : route(path, page.file);
};

// The most specific route wins; anything unmatched falls to the not-found screen (HTTP 404).
export default [
  ...SITE_PAGES.map(pageRoute),
  // A country's crisis lines, rendered per request from the registry (app/domain/helplines/).
  route("get-help/:code", "routes/site/get-help-country.tsx"),
  // The same in Spanish: the lines that answer in Spanish first (docs/decisions/040).
  route("es/ayuda/:code", "routes/es/ayuda-pais.tsx"),
  // Exit this page: a 303 to QUICK_EXIT_URL, read at serve time.
  route("exit", "routes/system/exit.ts"),
  route("sitemap.xml", "routes/system/sitemap.ts"),
  route("robots.txt", "routes/system/robots.ts"),
  route("category/:id/:subcategoryId?", "routes/site/category.tsx"),
  route("category/*", "routes/site/unmatched.tsx", { id: "category-unmatched" }),
  route("resource/:id", "routes/site/resource.tsx"),
  route("resource/:id/report", "routes/site/report-problem.tsx"),
  route("resource/*", "routes/site/unmatched.tsx", { id: "resource-unmatched" }),
  route("blog/rss.xml", "routes/blog/rss.ts"),
  // The newsletter box's post without JavaScript, from whichever page hosts the box.
  route("newsletter", "routes/newsletter/subscribe.ts"),
  route("blog/:slug", "routes/blog/article.tsx"),
  // The curator's console: rendered per request, never prerendered, never indexed.
  route("curator", "routes/curator/console.tsx"),
  route("curator/login", "routes/curator/login.tsx"),
  route("curator/login/code", "routes/curator/login-code.tsx"),
  // Sign-in security: an overview, then the app, recovery codes and passkeys each on its own page.
  route("curator/second-factor", "routes/curator/second-factor/layout.tsx", [
    index("routes/curator/second-factor/index.tsx"),
    route("app", "routes/curator/second-factor/app.tsx"),
    route("recovery-codes", "routes/curator/second-factor/recovery-codes.tsx"),
    route("passkeys", "routes/curator/second-factor/passkeys.tsx"),
  ]),
  route("curator/passkey", "routes/curator/passkey.ts"),
  route("curator/sign-out", "routes/curator/sign-out.ts"),
  route("curator/submissions.csv", "routes/curator/submissions-csv.ts"),
  route("curator/submissions/:id/publish", "routes/curator/publish.tsx"),
  route("curator/resources", "routes/curator/resources.tsx"),
  route("curator/resources/:id", "routes/curator/resource.tsx"),
  route("curator/audit", "routes/curator/audit.tsx"),
  route("curator/newsletter", "routes/curator/newsletter.tsx"),
  route("curator/needs-review", "routes/curator/needs-review.tsx"),
  route("curator/translations", "routes/curator/translations.tsx"),
  route("curator/profile", "routes/curator/profile.tsx"),
  route("curator/profile/photo", "routes/curator/profile-photo.tsx"),
  route("curator/reports", "routes/curator/reports.tsx"),
  route("curator/links", "routes/curator/links.tsx"),
  route("curator/helplines", "routes/curator/helplines.tsx"),
  route("curator/helplines/:id", "routes/curator/helpline.tsx"),
  route("curator/helplines/countries/:code", "routes/curator/helpline-country.tsx"),
  route("curator/helplines/countries/:code/new", "routes/curator/helpline-new.tsx"),
  route("curator/newsletter.csv", "routes/curator/newsletter-csv.ts"),
  route("curator/health", "routes/curator/health.tsx"),
  route("curator/backups/:name", "routes/curator/backup-file.ts"),
  route("*", "routes/system/not-found.tsx"),
] satisfies RouteConfig;
