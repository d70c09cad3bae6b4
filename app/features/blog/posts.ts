// The articles' metadata. Plain data with no imports beyond types and React Router's `href()`
// (typed paths), so that app/prerender.ts can read the paths and the browser bundle never
// carries a schema library; post-schema.test.ts validates it.
import { href } from "react-router";
import type { Post, RelatedLink } from "./post-schema";

const DEPRESSION_RESOURCES: RelatedLink = {
  href: href("/depression"),
  title: "Depression resources",
  description:
    "Books, videos, exercises and trusted websites for depression, chosen by a psychologist and our editors.",
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
    // Rewritten with its sources linked, figure by figure.
    dateModified: "2026-11-26",
    category: "Therapy",
    readMinutes: 8,
    about: "Choosing a psychotherapist",
    medical: false,
    author: "The Steady Ground team",
    sources: [
      {
        publisher: "Psychotherapy (American Psychological Association)",
        title:
          "Flückiger C, Del Re AC, Wampold BE, Horvath AO. The alliance in adult psychotherapy: A meta-analytic synthesis",
        year: 2018,
        url: "https://doi.org/10.1037/pst0000172",
        supports:
          "295 studies with more than 30,000 patients: a stronger alliance between client and therapist goes with better outcomes, consistently across treatment approaches",
      },
      {
        publisher: "American Psychological Association (APA Services)",
        title: "Information on Licensure",
        url: "https://www.apaservices.org/practice/ce/state/information",
        supports:
          "the practice of psychology is regulated by each state's licensing board; the Association of State and Provincial Psychology Boards (ASPPB) sets out the typical requirements, including the national exam",
      },
      {
        publisher: "Association of Social Work Boards (ASWB)",
        title: "Protecting the public",
        url: "https://www.aswb.org/licenses/protecting-the-public",
        supports:
          "licensed social workers have completed an accredited degree program and passed a national licensing exam; their state licensing board can discipline them, and clients can file a complaint with it",
      },
      {
        publisher: "American Psychological Association (APA Services)",
        title: "What to know about doing telehealth in a different state",
        year: 2021,
        url: "https://www.apaservices.org/practice/legal/technology/telehealth-different-state",
        supports:
          "a psychologist should be licensed or legally permitted to practice where both psychologist and client are located during the session",
      },
      {
        publisher: "American Psychological Association",
        title: "Ethical Principles of Psychologists and Code of Conduct, Standard 10.05",
        url: "https://www.apa.org/ethics/code",
        supports: "psychologists do not engage in sexual intimacies with current therapy clients",
      },
    ],
    cardArt: "communication",
    related: [
      {
        href: href("/blog/:slug", { slug: "depression-in-men" }),
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
      "How depression often shows up in men (anger, overwork, drinking, withdrawal), why many men don't get help, what treatment and self-help work, and when to call a crisis line.",
    excerpt:
      "In men, depression often looks less like sadness and more like irritability, long hours or a few more drinks. Learn the signs that are easy to miss, why men hold off on getting help, and what actually works.",
    date: "2025-09-09",
    dateModified: "2026-11-23",
    category: "Mental Health",
    readMinutes: 6,
    about: "Depression in men",
    medical: true,
    author: "The Steady Ground team",
    sources: [
      {
        publisher: "CDC, National Center for Health Statistics",
        title:
          "Depression Prevalence in Adolescents and Adults: United States, August 2021–August 2023 (NCHS Data Brief No. 527)",
        year: 2025,
        url: "https://www.cdc.gov/nchs/products/databriefs/db527.htm",
        supports:
          "depression in the past two weeks in 10.1% of males and 16.0% of females aged 12 and older; counseling or therapy in the past year for 33.2% of males and 43.0% of females with depression; major depression means symptoms lasting at least two weeks",
      },
      {
        publisher: "CDC, National Center for Health Statistics",
        title: "Suicide Mortality in the United States, 2002–2022 (NCHS Data Brief No. 509)",
        year: 2024,
        url: "https://www.cdc.gov/nchs/products/databriefs/db509.htm",
        supports:
          "age-adjusted suicide rates of 23.0 per 100,000 for males and 5.9 for females in 2022; the male rate was three to four times the female rate throughout 2002–2022",
      },
      {
        publisher: "Psychological Medicine (Cambridge University Press)",
        title:
          "Dazzi T, Gribble R, Wessely S, Fear NT. Does asking about suicide and related behaviours induce suicidal ideation? What is the evidence?",
        year: 2014,
        url: "https://www.cambridge.org/core/journals/psychological-medicine/article/does-asking-about-suicide-and-related-behaviours-induce-suicidal-ideation-what-is-the-evidence/FCAEE9E5BC840D76CF10AEBECD921AC9",
        supports:
          "a review of the studies found none in which asking about suicidal thoughts significantly increased them; talking about suicide may reduce suicidal ideation",
      },
    ],
    cardArt: "depression",
    related: [
      {
        href: href("/blog/:slug", { slug: "how-to-choose-a-therapist" }),
        title: "How to Choose a Therapist: A Practical Guide",
        description: "Approaches, credentials, questions to ask and red flags to watch for.",
      },
      DEPRESSION_RESOURCES,
    ],
  },
];

export function postPath(post: Pick<Post, "slug">): string {
  return href("/blog/:slug", { slug: post.slug });
}

/** ISO dates compare correctly as text; ties keep their written order. */
export function newestFirst<T extends { date: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function findPost(slug: string): Post | undefined {
  return POSTS.find((post) => post.slug === slug);
}

export const RSS_PATH = href("/blog/rss.xml");

/** Every blog path known at build time, for prerendering (app/prerender.ts). */
export function blogPaths(): string[] {
  return [href("/blog"), ...POSTS.map(postPath), RSS_PATH];
}
