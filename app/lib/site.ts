/** The site's name: ends every page title as `Page | Steady Ground`. */
export const SITE_NAME = "Steady Ground";

export const SITE_TAGLINE =
  "Mental-health and wellness resources, chosen with care by a licensed psychologist and our editors.";

/** The disclaimer: on the home and about pages and in the footer (docs/product.md, Who it is for). */
export const DISCLAIMER =
  "The resources on this site are for education only. They are not a substitute for diagnosis, treatment or medical advice from a qualified professional.";

export const NO_COMPENSATION =
  "Our curator receives no compensation for recommending any resource: no affiliate links, no sponsorships.";
