import type { Category } from "./schema";
import type { PagePath } from "./site-pages";

export const categories: Category[] = [
  {
    id: "psychological-concerns",
    name: "Psychological Concerns",
    menu: { position: 3 },
    description:
      "Books, talks, apps and practices for living with depression, anxiety, trauma, eating difficulties and the long shadow of a hard childhood. Whether you are struggling yourself or supporting someone you love, this is a gentle place to begin.",
    subcategories: [
      {
        id: "depression",
        name: "Depression",
        description:
          "Resources for the heaviness, numbness and low mood that depression can bring. Here you will find readable books, honest talks and small practices that may help you understand what you are going through and take the next step.",
      },
      {
        id: "anxiety",
        name: "Anxiety",
        description:
          "For anyone caught in cycles of worry, tension or panic. These resources explain why anxiety takes hold and offer calming practices you can try at your own pace.",
      },
      {
        id: "trauma",
        name: "Psychological Trauma / PTSD",
        menuLabel: "Trauma / PTSD",
        description:
          "For people living with the after-effects of frightening or overwhelming experiences, and for those who care about them. These resources explain how trauma affects the mind and body and point toward paths of healing: the therapies with the strongest research for PTSD, such as Cognitive Processing Therapy, Prolonged Exposure, trauma-focused CBT and EMDR, and body-based approaches such as Somatic Experiencing, whose evidence base is smaller.",
      },
      {
        id: "childhood-adversity",
        name: "Childhood Adversity and Adult Stress",
        menuLabel: "Childhood Adversity",
        description:
          "Difficult experiences in childhood can shape health and stress levels long into adult life. These resources explain the research on adverse childhood experiences in plain language and offer hope that change is possible at any age.",
      },
      {
        id: "eating-difficulties",
        name: "Eating Difficulties",
        description:
          "For anyone whose eating, or whose feelings about food and their body, has become a struggle, and for the family and friends who support them. These services offer someone to talk to, clear information and help finding treatment. Eating disorders are serious, and they are treatable.",
      },
    ],
  },
  {
    id: "lifestyle",
    name: "Healthy Lifestyle",
    menu: { position: 1 },
    description:
      "Everyday foundations such as sleep, movement, food, habits and rest have a real effect on how we feel. This collection is for anyone who wants practical, realistic ways to care for their mental health day to day.",
    subcategories: [
      {
        id: "habits",
        name: "Habits",
        description:
          "Small, repeated choices add up. These resources are for anyone who wants to build helpful routines or loosen unhelpful ones, without relying on willpower alone.",
      },
      {
        id: "sleep",
        name: "Sleep",
        description:
          "For restless nights, early waking and tired days. Here you will find reliable information about sleep and practical tools that may help you rest more easily.",
      },
      {
        id: "exercise",
        name: "Exercise",
        description:
          "Movement can lift mood and ease stress, and it does not have to mean a gym. These resources explain how exercise affects the brain and may encourage you to find a kind of movement you enjoy.",
      },
      {
        id: "nutrition",
        name: "Nutrition",
        description:
          "What we eat is one piece of how we feel. These resources explore the link between food and mood in a balanced, non-judgmental way.",
      },
      {
        id: "stress-reduction",
        name: "Stress Reduction",
        description:
          "Meditation apps, guided recordings and classic books on calming the body and mind. A good starting point if life feels too full and you want simple ways to slow down.",
      },
    ],
  },
  {
    id: "relationships",
    name: "Healthy Relationships",
    menu: { position: 2, label: "Relationships" },
    description:
      "Our connections with partners, children, family, friends and colleagues shape our wellbeing more than almost anything else. These resources are for anyone who wants closer, safer and more honest relationships.",
    subcategories: [
      {
        id: "boundaries",
        name: "Boundaries",
        description:
          "For people who find it hard to say no, feel stretched thin, or keep ending up resentful. These resources show how clear, kind limits can protect your energy and your relationships.",
      },
      {
        id: "communication",
        name: "Communication",
        description:
          "Ways to listen more deeply and speak more clearly, especially when emotions run high. Helpful for couples, families, friendships and the workplace alike.",
      },
      {
        id: "parenting",
        name: "Parenting",
        description:
          "For parents and caregivers who want to understand what is happening in a child's mind and respond with warmth and steadiness. Practical ideas for everyday moments, from tantrums to tough conversations.",
      },
      {
        id: "difficult-people",
        name: "Dealing with Difficult People",
        description:
          "For anyone coping with a controlling partner, a self-centered relative or a hard situation at work. These resources help you make sense of difficult behavior, protect yourself and decide what you want to do next.",
      },
      {
        id: "romantic",
        name: "Marriage and Couples",
        description:
          "Research-informed guidance for couples at any stage, whether things are going well or you feel stuck. These resources focus on friendship, trust, repair and staying emotionally close.",
      },
    ],
  },
];

/**
 * Category addresses that belong to another page: docs/product.md's footer links to /category/trauma,
 * and a permanent redirect takes it to the trauma page (docs/decisions/021-one-trauma-page.md).
 * The footer lists them by `name` after the categories.
 */
export const CATEGORY_ALIASES: readonly { id: string; name: string; page: PagePath }[] = [
  { id: "trauma", name: "Trauma", page: "/trauma" },
];

/** The category a subcategory belongs to. */
export function parentCategory(subcategoryId: string): Category | undefined {
  return categories.find((category) =>
    category.subcategories.some((subcategory) => subcategory.id === subcategoryId),
  );
}
