import type { href } from "react-router";
import { twinByCode } from "../lib/locale";
import { SITE_NAME, SITE_TAGLINE } from "../lib/site";

/**
 * Every page with a fixed address, in one list: app/routes.ts makes a route of each, the page's
 * loader reads its title and description from here (`pageHead`) for its `meta`, and the sitemap,
 * the prerendered pages and the site search take the pages whose flags say so. Adding a page is one line here plus its
 * route module (docs/how-to-add.md). Pages whose address holds a parameter (a category, a
 * resource, an article) and the console are listed in app/routes.ts itself.
 *
 * The header's top links, the footer's Explore list and the share cards' borrowed pictures read
 * their fields here too (`nav`, `footer`, `cardArt`), in the order of this list. Everywhere else a
 * page's address is written as `href("/about")` (React Router's typed paths, generated from
 * app/routes.ts, which reads this list), so renaming a path here fails the type check wherever
 * the old one is still used.
 *
 * This file is read by app/routes.ts at build time, so it imports by relative path only.
 */

/** A fixed address of the site (`"/about"`), as React Router's typegen lists it. */
export type PagePath = Exclude<
  Parameters<typeof href>[0],
  `${string}:${string}` | `${string}*${string}`
>;

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
  /**
   * Found by the site search of its language (by its title, its description and its
   * `searchTerms`): English pages by /search, Spanish ones by /es/buscar.
   */
  search: boolean;
  /**
   * The words people search for this page by when its title and description do not use them
   * ("hotline", "someone to talk to"). The site search weighs them as heavily as the title, so a
   * visitor who types one finds this page first.
   */
  searchTerms?: readonly string[];
  /** Rendered to HTML at build time and answered from memory; false for pages that read the request. */
  prerender: boolean;
  /** Its label among the header's top links (Home, Blog), when it is one. */
  nav?: string;
  /** Its label in the footer's Explore list, when it is there. */
  footer?: string;
  /**
   * The illustration (a name in app/features/directory/illustrations.ts) its share card borrows,
   * for a page that shows none of its own (tools/share-cards.ts).
   */
  cardArt?: string;
  /** A topic page's subcategory (app/content/categories.ts): the header links it here. */
  subcategory?: string;
  /** The page's language (BCP 47), when it is not English: its path starts `/es` for Spanish. */
  locale?: "es";
  /**
   * A page in another language: the same page in English (its twin). The header links the two,
   * and each names the other in `<link rel="alternate" hreflang>` (docs/decisions/040).
   */
  twin?: string;
}

const site = (page: Omit<SitePage, "group">): SitePage => ({ ...page, group: "site" });
/** A topic page shows one subcategory's resources; most share its id (`/parenting`). */
const topic = (slug: string, title: string, description: string, subcategory = slug): SitePage => ({
  path: `/${slug}`,
  file: "routes/site/topic.tsx",
  title,
  description,
  group: "topic",
  subcategory,
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
    description: `${SITE_TAGLINE} Books, videos, apps, websites and exercises for depression, anxiety, trauma, relationships and more.`,
    nav: "Home",
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
    footer: "Submit a Resource",
    sitemap: true,
    search: true,
    prerender: false,
  }),
  site({
    path: "/about",
    file: "routes/site/about.tsx",
    title: "About",
    description:
      "Why a licensed psychologist started Steady Ground, how each resource is chosen, and what this site is and is not.",
    footer: "About Me",
    cardArt: "type-book",
    sitemap: true,
    search: true,
    prerender: true,
  }),
  site({
    path: "/editorial-policy",
    file: "routes/site/text-page.tsx",
    title: "Editorial policy",
    description:
      "How Steady Ground chooses resources, what the evidence levels mean, what rules a resource out, how facts are checked and reviewed, conflicts of interest, and how to report a problem.",
    footer: "Editorial policy",
    cardArt: "type-website",
    sitemap: true,
    search: true,
    prerender: true,
  }),
  site({
    path: "/contact",
    file: "routes/site/contact.tsx",
    title: "Contact Us",
    description:
      "Suggest a resource, ask a question or share feedback about Steady Ground. Every message is read and every suggestion reviewed.",
    footer: "Contact",
    cardArt: "communication",
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/get-help",
    file: "routes/site/get-help.tsx",
    title: "Get help now",
    description:
      "Crisis lines by country for suicide, self-harm, abuse or any crisis, each with the page it was checked against, and how to help someone else.",
    footer: "Get help now",
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
      // The default country's crisis line and emergency numbers are added from the registry
      // (app/routes/site/search.server.ts), so a changed number is found too.
      "lifeline",
      "help by country",
    ],
    // Rendered per request: each line's "Open now" is right at the time (docs/decisions/037).
    prerender: false,
  }),
  site({
    path: "/get-help/embed",
    file: "routes/site/get-help-embed.tsx",
    title: "Show our crisis lines on your site",
    description:
      "A school, clinic or charity can show a country's checked crisis lines on its own site: copy one line of HTML. Free to use, no tracking, no cookies.",
    cardArt: "relationships",
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/safety-plan",
    file: "routes/site/safety-plan.tsx",
    title: "My safety plan",
    description:
      "Write a personal safety plan for hard moments: warning signs, things that help, people to call, crisis lines and reasons for living. It stays on your device.",
    footer: "My safety plan",
    cardArt: "difficult-people",
    sitemap: true,
    search: true,
    searchTerms: ["crisis plan", "coping plan", "keeping safe", "staying safe", "stay safe"],
    prerender: true,
  }),
  site({
    path: "/check-in",
    file: "routes/site/check-in.tsx",
    title: "Check in privately",
    description:
      "Two short questionnaires on low mood (PHQ-9) and worry (GAD-7), with what your score means and where to find help. Not a diagnosis; your answers stay private.",
    sitemap: true,
    search: true,
    prerender: true,
  }),
  site({
    path: "/check-in/phq-9",
    file: "routes/site/check-in-questionnaire.tsx",
    title: "PHQ-9: a check-in on low mood",
    description:
      "The PHQ-9 depression questionnaire: nine questions about the last two weeks, scored on your device, with what your score means and what to do next.",
    sitemap: true,
    search: true,
    // Its form posts to this same address without JavaScript; the GET page is prerendered.
    prerender: true,
  }),
  site({
    path: "/check-in/gad-7",
    file: "routes/site/check-in-questionnaire.tsx",
    title: "GAD-7: a check-in on worry and anxiety",
    description:
      "The GAD-7 anxiety questionnaire: seven questions about the last two weeks, scored on your device, with what your score means and what to do next.",
    sitemap: true,
    search: true,
    prerender: true,
  }),
  site({
    path: "/browsing-safely",
    file: "routes/site/text-page.tsx",
    title: "Browsing safely",
    description:
      "How the Exit this page button works, what it cannot do, and how private browsing and clearing your history can keep your visit private.",
    footer: "Browsing safely",
    cardArt: "boundaries",
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
    footer: "Privacy",
    cardArt: "boundaries",
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/blog",
    file: "routes/blog/index.tsx",
    title: "Blog",
    description:
      "Plain-language articles on mental health: how to choose a therapist, how depression shows up in men, and where to find help.",
    nav: "Blog",
    footer: "Blog",
    cardArt: "type-book",
    sitemap: true,
    search: false,
    prerender: true,
  }),
  site({
    path: "/accessibility",
    file: "routes/site/text-page.tsx",
    title: "Accessibility",
    description:
      "How Steady Ground works for every visitor: the standard we aim for, how we test it, the issues we know about, and how to report a problem.",
    footer: "Accessibility",
    cardArt: "exercise",
    sitemap: true,
    search: false,
    prerender: true,
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
  // The Spanish pages (docs/decisions/042-i18n-with-lingui.md): each names its English twin.
  {
    path: "/es",
    file: "routes/es/inicio.tsx",
    title: "Ayuda en español",
    description:
      "Ayuda en español para momentos difíciles: líneas de crisis que te atienden en español, un plan de seguridad, un chequeo privado y recursos en tu idioma.",
    group: "site",
    locale: "es",
    twin: "/",
    nav: "Inicio",
    sitemap: true,
    search: true,
    prerender: true,
  },
  {
    path: "/es/ayuda",
    file: "routes/es/ayuda.tsx",
    title: "Obtén ayuda ahora",
    description:
      "Líneas de crisis gratuitas y confidenciales, primero las que te atienden en español, para el suicidio, las autolesiones, el abuso o cualquier crisis.",
    group: "site",
    locale: "es",
    twin: "/get-help",
    nav: "Obtén ayuda ahora",
    footer: "Obtén ayuda ahora",
    sitemap: true,
    search: true,
    searchTerms: [
      "línea de crisis",
      "líneas de crisis",
      "línea de ayuda",
      "línea de apoyo",
      "hablar con alguien",
      "suicidio",
      "quiero morir",
      "hacerme daño",
      "autolesión",
      "crisis",
      "ayuda",
      "emergencia",
    ],
    // Rendered per request, as /get-help is (docs/decisions/037).
    prerender: false,
  },
  {
    path: "/es/plan-de-seguridad",
    file: "routes/es/plan-de-seguridad.tsx",
    title: "Mi plan de seguridad",
    description:
      "Escribe un plan de seguridad personal para los momentos difíciles: señales de alerta, lo que te ayuda, personas a quienes llamar, líneas de crisis y razones para vivir. Se queda en tu dispositivo.",
    group: "site",
    locale: "es",
    twin: "/safety-plan",
    nav: "Plan de seguridad",
    footer: "Mi plan de seguridad",
    sitemap: true,
    search: true,
    searchTerms: ["plan de crisis", "plan de seguridad", "estar a salvo", "mantenerme a salvo"],
    prerender: true,
  },
  {
    path: "/es/chequeo",
    file: "routes/es/chequeo.tsx",
    title: "Un chequeo privado",
    description:
      "El cuestionario PHQ-9 (ánimo) en su versión oficial en español, calificado en tu dispositivo, y dónde encontrar el GAD-7 (preocupación). No son un diagnóstico.",
    group: "site",
    locale: "es",
    twin: "/check-in",
    sitemap: true,
    search: true,
    searchTerms: [
      "test",
      "prueba",
      "cuestionario",
      "tengo depresión",
      "estoy deprimido",
      "estoy deprimida",
    ],
    prerender: true,
  },
  {
    path: "/es/recursos",
    file: "routes/es/recursos.tsx",
    title: "Recursos en español",
    description:
      "Sitios, guías y servicios de salud mental que están en español, elegidos con cuidado y ordenados por tema. Recursos educativos, no consejo médico.",
    group: "site",
    locale: "es",
    nav: "Recursos",
    footer: "Recursos en español",
    sitemap: true,
    search: true,
    prerender: true,
  },
  {
    path: "/es/respirar",
    file: "routes/es/respirar.tsx",
    title: "Ejercicios de respiración",
    description:
      "Dos ejercicios de respiración para calmarte cuando suben el estrés o la ansiedad, la respiración en caja y la 4-7-8, con una guía que marca el ritmo. Educativos, no son consejo médico.",
    group: "site",
    locale: "es",
    // No twin: the English site shows these exercises on their resources' pages and its home.
    sitemap: true,
    search: false,
    prerender: true,
  },
  {
    path: "/es/chequeo/phq-9",
    file: "routes/es/chequeo-phq-9.tsx",
    title: "PHQ-9: un chequeo sobre el ánimo bajo",
    description:
      "El cuestionario PHQ-9 en su versión oficial en español: nueve preguntas sobre las últimas dos semanas, calificadas en tu dispositivo, con lo que significa tu puntaje y qué hacer después.",
    group: "site",
    locale: "es",
    twin: "/check-in/phq-9",
    sitemap: true,
    search: true,
    searchTerms: ["test de depresión", "prueba de depresión", "PHQ-9", "PHQ9"],
    // Its form posts to this same address without JavaScript; the GET page is prerendered.
    prerender: true,
  },
  {
    path: "/es/chequeo/gad-7",
    file: "routes/es/chequeo-gad-7.tsx",
    title: "GAD-7: la preocupación y la ansiedad",
    description:
      "Por qué todavía no ofrecemos el GAD-7 en español y dónde encontrarlo. No es un diagnóstico.",
    group: "site",
    locale: "es",
    twin: "/check-in/gad-7",
    sitemap: true,
    search: true,
    searchTerms: ["GAD-7", "GAD7", "test de ansiedad", "prueba de ansiedad"],
    prerender: true,
  },
  {
    path: "/es/privacidad",
    file: "routes/es/texto.tsx",
    title: "Privacidad",
    description:
      "Qué guarda Steady Ground (sugerencias, correos del boletín, cuentas de quienes revisan, registros del servidor), por qué, durante cuánto tiempo y cómo pedir que se borre.",
    group: "site",
    locale: "es",
    twin: "/privacy",
    footer: "Privacidad",
    sitemap: true,
    search: true,
    searchTerms: ["datos", "borrar mis datos", "cookies"],
    prerender: true,
  },
  {
    path: "/es/salir-con-seguridad",
    file: "routes/es/texto.tsx",
    title: "Navegar con seguridad",
    description:
      "Cómo funciona el botón Salir de esta página, qué no puede hacer, y cómo la navegación privada y borrar tu historial pueden mantener tu visita en privado.",
    group: "site",
    locale: "es",
    twin: "/browsing-safely",
    footer: "Navegar con seguridad",
    sitemap: true,
    search: true,
    searchTerms: [
      "salida rápida",
      "salir rápido",
      "borrar historial",
      "navegación privada",
      "modo incógnito",
    ],
    prerender: true,
  },
  {
    path: "/es/buscar",
    file: "routes/es/buscar.tsx",
    title: "Buscar",
    description:
      "Busca en los recursos que están en español y en las páginas en español de Steady Ground, por tema, título o autor.",
    group: "site",
    locale: "es",
    twin: "/search",
    // As /search: a page of results, for visitors, not for search engines.
    sitemap: false,
    search: false,
    prerender: false,
  },
  topic(
    "depression",
    "Depression",
    "Books, talks, trusted websites and gentle exercises for depression, chosen by a licensed psychologist and our editors. Educational resources, not medical advice.",
  ),
  topic(
    "anxiety",
    "Anxiety",
    "Books, videos, an app and calming exercises for anxiety and worry, chosen by a licensed psychologist and our editors. Educational resources, not medical advice.",
  ),
  topic(
    "trauma",
    "Psychological Trauma / PTSD",
    "Chosen resources on trauma and PTSD, and on therapies with strong research (CPT, Prolonged Exposure, trauma-focused CBT, EMDR) or, like Somatic Experiencing, less of it.",
  ),
  topic(
    "childhood-adversity",
    "Childhood Adversity and Adult Stress",
    "How hard experiences in childhood can shape adult stress and health, what the ACEs study found, and resources that help build resilience.",
  ),
  topic(
    "eating-difficulties",
    "Eating Difficulties",
    "Support, information and help finding treatment for eating disorders, for anyone who is struggling and the people who care about them. Educational resources, not medical advice.",
  ),
  topic(
    "parenting",
    "Parenting Resources",
    "Warm, practical resources for parents and caregivers, chosen by a licensed psychologist and our editors.",
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
    "romantic",
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
export function sitePage(path: PagePath): SitePage {
  const page = SITE_PAGES.find((entry) => entry.path === path);
  if (!page) throw new Error(`No page ${path} in app/content/site-pages.ts`);
  return page;
}

/** What a page's `meta` needs of its registry entry, and the same page in the other language. */
export type PageHead = Pick<SitePage, "title" | "description" | "fullTitle" | "twin" | "locale">;

/** The same page in the other language (from the registry's `twin`), or null when it has none. */
export function twinOf(path: string): string | null {
  for (const page of SITE_PAGES) {
    if (page.twin && page.path === path) return page.twin;
    if (page.twin === path) return page.path;
  }
  if (SITE_PAGES.some((page) => page.path === path)) return null;
  return twinByCode(path);
}

/**
 * A page's title and description, for its loader to return as `head`: its `meta` then reads them
 * from the loader's data (prerendered into the page, or in its `.data` file on a client-side
 * navigation), so this registry, with every page's description, never ships to the browser.
 */
export function pageHead(path: PagePath): PageHead {
  const { title, description, fullTitle, locale } = sitePage(path);
  const twin = twinOf(path);
  return {
    title,
    description,
    ...(fullTitle === undefined ? {} : { fullTitle }),
    ...(twin === null ? {} : { twin }),
    ...(locale === undefined ? {} : { locale }),
  };
}

/**
 * A search page's head, whose twin keeps what was searched for: the language link from
 * `/es/buscar?q=ansiedad` leads to `/search?q=ansiedad`, not to an empty search.
 */
export function searchHead(path: "/search" | "/es/buscar", q: string): PageHead {
  const head = pageHead(path);
  return q && head.twin ? { ...head, twin: `${head.twin}?${new URLSearchParams({ q })}` } : head;
}

/** The pages of one group, in registry order. */
export function pagesIn(group: PageGroup): SitePage[] {
  return SITE_PAGES.filter((page) => page.group === group);
}
