// The articles' metadata. Plain data with no imports beyond types, so that app/prerender.ts can
// read the paths and the browser bundle never carries a schema library; post-schema.test.ts
// validates it.
import type { Post, RelatedLink } from "./post-schema";

const DEPRESSION_RESOURCES: RelatedLink = {
  href: "/depression",
  title: "Depression resources",
  description:
    "Books, videos, exercises and trusted websites for depression, chosen by a psychologist.",
};

export const POSTS: readonly Post[] = [
  {
    slug: "how-to-choose-a-therapist",
    title: "How to Choose a Therapist: A Practical Guide",
    description:
      "Therapy approaches, credentials, license checks, questions to ask, red flags and where to look: a calm, practical guide to finding a therapist who fits.",
    excerpt:
      "What CBT, DBT or EMDR feel like in the room, what letters such as LCSW and Psy.D. mean, how to check a license, what to ask in a first call, the red flags to watch for, and why it is normal to try two or three therapists.",
    date: "2025-10-10",
    category: "Therapy",
    readMinutes: 8,
    about: "Choosing a psychotherapist",
    medical: false,
    author: "The Steady Ground team",
    lastReviewed: "2026-11-23",
    nextReview: "2027-11-23",
    sources: [],
    related: [
      {
        href: "/blog/depression-in-men",
        title: "Depression in Men: Recognizing the Signs and Finding Help",
        description: "How depression often shows up in men, why many hold off, and what helps.",
      },
      DEPRESSION_RESOURCES,
    ],
  },
  {
    slug: "depression-in-men",
    title: "Depression in Men: Recognizing the Signs and Finding Help",
    metaTitle: "Depression in Men: Symptoms, Treatment & Help",
    description:
      "How depression often shows up in men (anger, overwork, drinking, withdrawal), why many men don't get help, what treatment and self-help work, and when to call 988.",
    excerpt:
      "In men, depression often looks less like sadness and more like irritability, long hours or a few more drinks. Learn the signs that are easy to miss, why men hold off on getting help, and what actually works.",
    date: "2025-09-09",
    dateModified: "2026-11-23",
    category: "Mental Health",
    readMinutes: 6,
    about: "Depression in men",
    medical: true,
    author: "The Steady Ground team",
    lastReviewed: "2026-11-23",
    nextReview: "2027-11-23",
    sources: [
      {
        publisher: "CDC, National Center for Health Statistics",
        title:
          "Prevalence of Depression Among Adults Aged 20 and Over: United States, 2013–2016 (NCHS Data Brief No. 303)",
        year: 2018,
        url: "https://www.cdc.gov/nchs/products/databriefs/db303.htm",
        supports: "5.5% of men and 10.4% of women had depression in a given two-week period",
      },
      {
        publisher: "National Institute of Mental Health",
        title: "Suicide (statistics)",
        url: "https://www.nimh.nih.gov/health/statistics/suicide",
        supports: "the suicide rate among males is about four times the rate among females",
      },
    ],
    related: [
      {
        href: "/blog/how-to-choose-a-therapist",
        title: "How to Choose a Therapist: A Practical Guide",
        description: "Approaches, credentials, questions to ask and red flags to watch for.",
      },
      DEPRESSION_RESOURCES,
    ],
  },
];

export function postPath(post: Pick<Post, "slug">): string {
  return `/blog/${post.slug}`;
}

/** ISO dates compare correctly as text; ties keep their written order. */
export function newestFirst<T extends { date: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function findPost(slug: string): Post | undefined {
  return POSTS.find((post) => post.slug === slug);
}

export const RSS_PATH = "/blog/rss.xml";

/** Every blog path known at build time, for prerendering (app/prerender.ts). */
export function blogPaths(): string[] {
  return ["/blog", ...POSTS.map(postPath), RSS_PATH];
}
