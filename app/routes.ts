import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The topic and understanding pages share one module each; the path picks the content.
const TOPIC_PATHS = [
  "depression",
  "anxiety",
  "trauma",
  "childhood-adversity",
  "parenting",
  "difficult-people",
  "marriage-couples",
];
const UNDERSTANDING_PATHS = [
  "understanding-anxiety-depression",
  "understanding-depression",
  "understanding-anxiety",
];

// The most specific route wins; anything unmatched falls to the not-found screen (HTTP 404).
export default [
  index("routes/site/home.tsx"),
  route("about", "routes/site/about.tsx"),
  route("accessibility", "routes/site/accessibility.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("get-help", "routes/site/get-help.tsx"),
  route("color-demo", "routes/site/color-demo.tsx"),
  route("search", "routes/site/search.tsx"),
  route("sitemap.xml", "routes/system/sitemap.ts"),
  route("robots.txt", "routes/system/robots.ts"),
  route("category/:id/:subcategoryId?", "routes/site/category.tsx"),
  route("category/*", "routes/site/unmatched.tsx", { id: "category-unmatched" }),
  route("resource/:id", "routes/site/resource.tsx"),
  route("resource/*", "routes/site/unmatched.tsx", { id: "resource-unmatched" }),
  ...TOPIC_PATHS.map((path) => route(path, "routes/site/topic.tsx", { id: `topic-${path}` })),
  ...UNDERSTANDING_PATHS.map((path) =>
    route(path, "routes/site/understanding.tsx", { id: `understanding-${path}` }),
  ),
  route("blog", "routes/blog/index.tsx"),
  route("blog/rss.xml", "routes/blog/rss.ts"),
  route("blog/:slug", "routes/blog/article.tsx"),
  route("submit", "routes/submit/submit.tsx"),
  // The curator's console: rendered per request, never prerendered, never indexed.
  route("curator", "routes/curator/console.tsx"),
  route("curator/login", "routes/curator/login.tsx"),
  route("curator/sign-out", "routes/curator/sign-out.ts"),
  route("curator/submissions.csv", "routes/curator/submissions-csv.ts"),
  route("curator/newsletter", "routes/curator/newsletter.tsx"),
  route("curator/newsletter.csv", "routes/curator/newsletter-csv.ts"),
  route("*", "routes/system/not-found.tsx"),
] satisfies RouteConfig;
