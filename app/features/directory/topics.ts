import { href } from "react-router";
import type { Crumb } from "~/components/ui/breadcrumb";
import { parentCategory } from "~/content/categories";
import type { Audience } from "~/content/helpline-terms";
import { pagesIn, sitePage, type SitePage } from "~/content/site-pages";
import { ABUSE_LINES } from "~/domain/helplines/topics";
import { ANXIETY_PAGE_IDS } from "./catalogue.server";

/** The extra blocks some topic pages carry (docs/product.md, Topic pages). */
export type TopicExtra = "trauma-support" | "aces" | "key-areas";

/**
 * What a topic page shows besides what the registries say of it: its title, description and
 * subcategory are in app/content/site-pages.ts, its category (the hero's colour and the
 * breadcrumb) in app/content/categories.ts.
 */
interface TopicDetails {
  intro: string;
  /** A fixed list of resources, in its order, instead of the subcategory's (the /anxiety page). */
  ids?: readonly string[];
  /**
   * A second list under the first: the rest of a topic whose main list is fixed by id, so that
   * nothing filed under the topic is hidden (CONTENT-REVIEW.md, "Third read", item 4).
   */
  more?: { heading: string; text: string; subcategory: string };
  understanding?: { href: string; label: string };
  note?: string;
  emptyText: string;
  extras: TopicExtra[];
  /** The crisis lines the page shows, by who they are for (app/domain/helplines/topics.ts). */
  helplines?: Audience[];
}

export type Topic = TopicDetails &
  Pick<SitePage, "path" | "title" | "description"> & {
    subcategory: string;
    /** Its subcategory's category, for the hero's colour. */
    category: string;
    parent: Crumb;
  };

const understanding = (path: "/understanding-depression" | "/understanding-anxiety") => ({
  href: href(path),
  label: sitePage(path).title,
});

/** Each topic page's content, by its path without the slash; the registry lists the pages. */
export const TOPIC_DETAILS: Record<string, TopicDetails> = {
  depression: {
    intro:
      "Depression can make everything feel heavier, from getting out of bed to reaching out for help. These resources explain what is happening and offer small, doable steps. Take what helps and leave the rest.",
    understanding: understanding("/understanding-depression"),
    note: "Educational resources - not medical advice",
    emptyText: "No depression resources available yet.",
    extras: [],
  },
  anxiety: {
    intro:
      "Anxiety is the body's alarm system working overtime. These resources explain why worry takes hold and offer practices that can help you settle, one breath at a time.",
    ids: ANXIETY_PAGE_IDS,
    more: {
      heading: "More for anxiety",
      text: "Other resources from our anxiety collection.",
      subcategory: "anxiety",
    },
    understanding: understanding("/understanding-anxiety"),
    note: "Educational resources - not medical advice",
    emptyText: "No anxiety resources available yet.",
    extras: [],
  },
  trauma: {
    intro:
      "Trauma can leave its mark on both mind and body long after the danger has passed. These books, apps and websites explain why, and point toward paths of healing. Go at your own pace, and pause whenever you need to.",
    note: "Educational resources - not medical advice",
    emptyText: "No trauma resources available yet.",
    extras: ["trauma-support"],
    helplines: ABUSE_LINES,
  },
  "childhood-adversity": {
    intro:
      "What happened to us as children can echo in our bodies and relationships as adults. Understanding that link is not about blame. It is often the first step toward healing.",
    note: "Educational resources - not medical advice",
    emptyText: "No childhood adversity resources available yet.",
    extras: ["aces"],
    helplines: ABUSE_LINES,
  },
  "eating-difficulties": {
    intro:
      "When eating, food or your body take up more and more of your thoughts, it can feel lonely and hard to talk about. These services offer someone to talk to, clear information and help finding treatment, for you or for someone you love. Reaching out is a strong first step.",
    note: "Educational resources - not medical advice",
    emptyText: "No eating difficulties resources available yet.",
    extras: [],
    helplines: ["eating-difficulties"],
  },
  parenting: {
    intro:
      "No parent gets it right all the time. These resources help you understand what is going on for your child, and for you, so that hard moments can become moments of connection.",
    note: "Educational resources - not medical advice",
    emptyText: "No parenting resources available yet.",
    extras: [],
  },
  "difficult-people": {
    intro:
      "Some relationships leave you drained, doubting yourself or walking on eggshells. These resources help you make sense of difficult behavior and protect your own wellbeing.",
    note: "Educational resources - not medical advice",
    emptyText: "No difficult people resources available yet.",
    extras: ["key-areas"],
    helplines: ABUSE_LINES,
  },
  "marriage-couples": {
    intro:
      "Every couple has rough patches. These resources, many drawn from decades of research on relationships, offer ways to understand each other, repair after conflict and keep your connection alive.",
    note: "Educational resources - not medical advice",
    emptyText: "No marriage and couples resources available yet.",
    extras: [],
  },
};

/** Topic pages by path without the slash: the registry's title and description with the details. */
export const TOPICS: Record<string, Topic> = Object.fromEntries(
  pagesIn("topic").map(({ path, title, description, subcategory }) => {
    const details = TOPIC_DETAILS[path.slice(1)];
    if (!details) throw new Error(`No topic details for ${path} in topics.ts`);
    const category = subcategory && parentCategory(subcategory);
    if (!subcategory || !category) throw new Error(`No subcategory for ${path} in categories.ts`);
    const parent = {
      label: category.name,
      href: href("/category/:id/:subcategoryId?", { id: category.id }),
    };
    const topic = {
      ...details,
      path,
      title,
      description,
      subcategory,
      category: category.id,
      parent,
    };
    return [path.slice(1), topic];
  }),
);

/** The six "Key Areas Covered" on /difficult-people. */
export const KEY_AREAS = [
  {
    title: "Narcissistic behavior",
    text: "Recognizing patterns of entitlement, manipulation and a lack of empathy.",
  },
  {
    title: "Setting boundaries",
    text: "Deciding what you will and won't accept, and saying so calmly.",
  },
  {
    title: "Communication strategies",
    text: "Staying clear and steady in conversations that tend to escalate.",
  },
  {
    title: "Self-protection",
    text: "Guarding your wellbeing, your confidence and, when needed, your safety.",
  },
  {
    title: "Workplace challenges",
    text: "Handling difficult bosses and colleagues without losing yourself.",
  },
  {
    title: "Family dynamics",
    text: "Navigating hard relationships with parents, siblings and relatives.",
  },
] as const;
