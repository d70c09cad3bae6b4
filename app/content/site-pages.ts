import { SITE_NAME, SITE_TAGLINE } from "../lib/site";

/**
 * Every page with a fixed address, in one list: app/routes.ts makes a route of each, the page's
 * `meta` reads its title and description from here, and the sitemap, the prerendered pages and
 * the site search take the pages whose flags say so. Adding a page is one line here plus its
 * route module (docs/how-to-add.md). Pages whose address holds a parameter (a category, a
 * resource, an article) and the console are listed in app/routes.ts itself.
 *
 * This file is read by app/routes.ts at build time, so it imports by relative path only.
 */

export type PageGroup =
  /** The site's own pages: home, about, contact, help, submit, search, blog. */
  | "site"
  /** A topic's resources (one module, app/routes/site/topic.tsx, serves them all). */
  | "topic"
  /** An "understanding" explainer (one module, app/routes/site/understanding.tsx). */
  | "understanding"
  /** Design previews: reachable, but kept out of the sitemap and search. */
  | "preview";

export interface SitePage {
  /** The address, starting with `/`. */
  path: string;
  /** The route module under app/, as app/routes.ts names it. */
  file: string;
  /** The page's title; the site name is appended (`About | Steady Ground`). */
  title: string;
  /** The whole `<title>` when it should not follow that pattern (the home page). */
  fullTitle?: string;
  /** The search-engine and social description: one or two plain sentences. */
  description: string;
  group: PageGroup;
  /** Listed in /sitemap.xml. */
  sitemap: boolean;
  /** Found by the site search (by its title, its description and its `searchTerms`). */
  search: boolean;
  /**
   * The words people search for this page by when its title and description do not use them
   * ("hotline", "someone to talk to"). The site search weighs them as heavily as the title, so a
   * visitor who types one finds this page first.
   */
  searchTerms?: readonly string[];
  /** Rendered to HTML at build time and answered from memory; false for pages that read the request. */
  prerender: boolean;
}

const site = (page: Omit<SitePage, "group">): SitePage => ({ ...page, group: "site" });
const topic = (slug: string, title: string, description: string): SitePage => ({
  path: `/${slug}`,
  file: "routes/site/topic.tsx",
  title,
  description,
  group: "topic",
  sitemap: true,
  search: true,
  prerender: true,
});
const understanding = (slug: string, title: string, description: string): SitePage => ({
  path: `/${slug}`,
  file: "routes/site/understanding.tsx",
  title,
  description,
  group: "understanding",
  sitemap: true,
  search: true,
  prerender: true,
});

export const SITE_PAGES: readonly SitePage[] = [
  site({
    path: "/",
    file: "routes/site/home.tsx",
    title: "Trusted mental-health and wellness resources",
    fullTitle: `${SITE_NAME} | Trusted mental-health and wellness resources`,
    description: `${SITE_TAGLINE} Books, videos, apps, websites and exercises for depression, anxiety, trauma, relationships and a healthier life.`,
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/about",
    file: "routes/site/about.tsx",
    title: "About",
    description:
      "Why a licensed psychologist started Steady Ground, how each resource is chosen, and what this site is and is not.",
    sitemap: true,
    search: true,
    prerender: true,
  }),
  site({
    path: "/accessibility",
    file: "routes/site/text-page.tsx",
    title: "Accessibility",
    description:
      "How Steady Ground works for every visitor: the standard we aim for, how we test it, the issues we know about, and how to report a problem.",
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/contact",
    file: "routes/site/contact.tsx",
    title: "Contact Us",
    description:
      "Suggest a resource, ask a question or share feedback about Steady Ground. Every message is read and every suggestion reviewed.",
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/get-help",
    file: "routes/site/get-help.tsx",
    title: "Get help now",
    description:
      "Free, confidential crisis lines by country for suicide, self-harm, abuse or any crisis, and how to help someone else. In the US and Canada, call or text 988.",
    sitemap: true,
    search: true,
    searchTerms: [
      "helpline",
      "hotline",
      "crisis line",
      "crisis hotline",
      "suicide line",
      "suicide hotline",
      "suicide helpline",
      "suicide",
      "suicidal",
      "in crisis",
      "crisis help",
      "crisis support",
      "text line",
      "someone to talk to",
      "talk to someone",
      "need to talk",
      "emergency",
      "emergency number",
      "urgent help",
      "help now",
      "I need help",
      "988",
      "911",
      "lifeline",
      "help by country",
    ],
    prerender: true,
  }),
  site({
    path: "/safety-plan",
    file: "routes/site/safety-plan.tsx",
    title: "My safety plan",
    description:
      "Write a personal safety plan for hard moments: warning signs, things that help, people to call, crisis lines and reasons for living. It stays on your device.",
    sitemap: true,
    search: true,
    searchTerms: ["crisis plan", "coping plan", "keeping safe", "staying safe", "stay safe"],
    prerender: true,
  }),
  site({
    path: "/browsing-safely",
    file: "routes/site/text-page.tsx",
    title: "Browsing safely",
    description:
      "How the Exit this page button works, what it cannot do, and how private browsing and clearing your history can keep your visit private.",
    sitemap: true,
    search: true,
    searchTerms: [
      "quick exit",
      "exit button",
      "incognito",
      "delete history",
      "clear history",
      "hide this site",
      "someone checking my phone",
    ],
    prerender: true,
  }),
  site({
    path: "/privacy",
    file: "routes/site/text-page.tsx",
    title: "Privacy",
    description:
      "What Steady Ground keeps (suggestions, newsletter addresses, curator accounts, server logs), why, for how long, and how to have it deleted.",
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/submit",
    file: "routes/submit/submit.tsx",
    title: "Submit a Resource",
    description:
      "Suggest a book, video, app or website that has helped you or someone you work with. Every suggestion is reviewed by our psychologist before it is added.",
    sitemap: true,
    search: true,
    prerender: false,
  }),
  site({
    path: "/search",
    file: "routes/site/search.tsx",
    title: "Search",
    description: "Search Steady Ground's resources and articles by topic, title, author or type.",
    sitemap: false,
    search: false,
    prerender: false,
  }),
  site({
    path: "/blog",
    file: "routes/blog/index.tsx",
    title: "Blog",
    description:
      "Plain-language articles on mental health: how to choose a therapist, how depression shows up in men, and where to find help.",
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/saved",
    file: "routes/site/saved.tsx",
    title: "Saved resources",
    description:
      "The resources you saved, kept in this browser only: put them in order, remove some, and share or print them as a one-page list.",
    // Its content is in the visitor's browser; there is nothing here for a search engine.
    sitemap: false,
    search: false,
    // Read per request, so a resource added or changed since the build shows as it is now.
    prerender: false,
  }),
  site({
    path: "/list",
    file: "routes/site/list.tsx",
    title: "A list of resources",
    description:
      "A printable, shareable list of resources chosen on Steady Ground, with QR codes and crisis lines.",
    // Made of whatever its address says, so rendered per request and never indexed.
    sitemap: false,
    search: false,
    prerender: false,
  }),
  {
    path: "/color-demo",
    file: "routes/site/color-demo.tsx",
    title: "Navigation colour options",
    description:
      "A design preview of background colours for the navigation bar: green, emerald, teal and cyan shades.",
    group: "preview",
    sitemap: false,
    search: false,
    prerender: true,
  },
  topic(
    "depression",
    "Depression",
    "Books, talks, trusted websites and gentle exercises for depression, chosen by a licensed psychologist. Educational resources, not medical advice.",
  ),
  topic(
    "anxiety",
    "Anxiety",
    "Books, videos, an app and calming exercises for anxiety and worry, chosen by a licensed psychologist. Educational resources, not medical advice.",
  ),
  topic(
    "trauma",
    "Psychological Trauma / PTSD",
    "Carefully chosen books and resources on psychological trauma and PTSD, and on therapies such as EMDR and Somatic Experiencing.",
  ),
  topic(
    "childhood-adversity",
    "Childhood Adversity and Adult Stress",
    "How hard experiences in childhood can shape adult stress and health, what the ACEs study found, and resources that help build resilience.",
  ),
  topic(
    "parenting",
    "Parenting Resources",
    "Warm, practical resources for parents and caregivers, chosen by a licensed psychologist.",
  ),
  topic(
    "difficult-people",
    "Dealing with Difficult People",
    "Resources for coping with difficult and narcissistic behavior, setting boundaries and protecting your wellbeing at home and at work.",
  ),
  topic(
    "marriage-couples",
    "Marriage and Couples",
    "Research-based books and resources for couples who want to understand each other, argue better and stay close.",
  ),
  understanding(
    "understanding-anxiety-depression",
    "Understanding the Causes of Anxiety and Depression",
    "Anxiety and depression rarely have one cause. Learn how body, lifestyle, relationships, early adversity and trauma can all play a part.",
  ),
  understanding(
    "understanding-depression",
    "Understanding Depression",
    "A plain-language guide to depression: common symptoms, how it is treated, and the causes that can contribute, from physical health to loss and trauma.",
  ),
  understanding(
    "understanding-anxiety",
    "Understanding Anxiety",
    "A plain-language guide to anxiety: common signs and the causes that can feed it, from physical health and stress to thought patterns and childhood.",
  ),
];

/** The registry entry for a path; throws for a path that is not listed (a typo in a route). */
export function sitePage(path: string): SitePage {
  const page = SITE_PAGES.find((entry) => entry.path === path);
  if (!page) throw new Error(`No page ${path} in app/content/site-pages.ts`);
  return page;
}

/** The pages of one group, in registry order. */
export function pagesIn(group: PageGroup): SitePage[] {
  return SITE_PAGES.filter((page) => page.group === group);
}
