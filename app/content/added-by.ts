/*
 * Who added each bundled catalogue entry (docs/product.md, "Who chose it"). The curator's own list is the catalogue the site
 * was built with, as the product's specification gave it (the first commit of
 * app/content/resources.ts, 54 entries); the editors added the rest later (the twenty entries
 * for the gaps visitors noticed, Box Breathing, and the twelve resources in Spanish that only
 * /es/recursos lists). An editor-added entry says so until a
 * curator records a review of it. Entries published from the console are a curator's choice.
 */

export const ADDED_BY = ["curator", "editors"] as const;
export type AddedBy = (typeof ADDED_BY)[number];

/** The curator's own list, in catalogue order. */
export const CURATOR_PICKS: readonly string[] = [
  "radical-compassion",
  "headspace",
  "how-to-make-stress-your-friend",
  "rain-exercise",
  "ucla-mindful-guided-meditations",
  "nonviolent-communication",
  "feeling-good",
  "lost-connections",
  "mindful-way-depression",
  "depression-the-secret-we-share",
  "nimh-depression",
  "988-lifeline",
  "4-7-8-breath",
  "self-compassion-break",
  "radical-compassion-anxiety",
  "unwinding-anxiety",
  "unwinding-anxiety-video-1",
  "unwinding-anxiety-video-2",
  "mindful-way-depression-anxiety",
  "lost-connections-anxiety",
  "unwinding-anxiety-app",
  "rain-exercise-anxiety",
  "4-7-8-breath-anxiety",
  "the-body-keeps-the-score",
  "waking-the-tiger",
  "emdr-international-association",
  "ptsd-coach",
  "national-center-for-ptsd",
  "the-deepest-well",
  "childhood-disrupted",
  "cdc-aces",
  "how-childhood-trauma-affects-health",
  "set-boundaries-find-peace",
  "ten-ways-to-have-a-better-conversation",
  "the-whole-brain-child",
  "good-inside",
  "should-i-stay-or-should-i-go",
  "why-does-he-do-that",
  "crucial-conversations",
  "seven-principles-marriage",
  "hold-me-tight",
  "the-secret-to-desire-in-a-long-term-relationship",
  "attached",
  "atomic-habits",
  "cbt-i-coach",
  "sleep-is-your-superpower",
  "progressive-muscle-relaxation",
  "spark",
  "brain-changing-benefits-of-exercise",
  "this-is-your-brain-on-food",
  "full-catastrophe-living",
  "insight-timer",
  "digital-minimalism",
  "the-anxious-generation",
];

/** The entries the editors added, in catalogue order. */
export const EDITOR_ADDITIONS: readonly string[] = [
  "box-breathing",
  "the-trevor-project",
  "pflag",
  "postpartum-support-international",
  "mgh-center-for-womens-mental-health",
  "rethinking-drinking",
  "samhsa-national-helpline",
  "smart-recovery",
  "al-anon-family-groups",
  "dougy-center",
  "its-ok-that-youre-not-ok",
  "seize-the-awkward",
  "anad",
  "feast-eating-disorders",
  "beat-eating-disorders",
  "samaritans",
  "beyond-blue",
  "find-a-helpline",
  "kids-help-phone",
  "every-mind-matters",
  "calm-harm",
  // The resources in Spanish (app/content/resources-es.ts), on /es/recursos and the Spanish search.
  "nimh-5-cosas-estres",
  "mayo-clinic-depresion",
  "mayo-clinic-ansiedad-generalizada",
  "mayo-clinic-insomnio",
  "mayo-clinic-ejercicio-depresion-ansiedad",
  "mayo-clinic-ser-asertivo",
  "familydoctor-depresion-ninos-adolescentes",
  "choc-guia-ansiedad",
  "choc-guia-depresion",
  "choc-lineas-de-ayuda",
  "sesame-ansiedad-infantil",
  "cdc-acerca-de-la-salud-mental",
];

const CURATORS = new Set(CURATOR_PICKS);

/**
 * Who added an entry: the curator for their own list and for entries published from the console
 * (`bundled` false); the editors for every other bundled entry, so that an entry missing from
 * both lists is never said to be the curator's choice (added-by.test.ts holds both lists whole).
 */
export function addedBy(id: string, bundled: boolean): AddedBy {
  return !bundled || CURATORS.has(id) ? "curator" : "editors";
}
