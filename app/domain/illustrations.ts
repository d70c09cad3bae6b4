/**
 * The illustrations drawn for this site. Sources are SVG in app/content/illustrations/; the build
 * renders each to AVIF and WebP at ILLUSTRATION_WIDTHS (tools/illustrations-plugin.ts), served
 * from ILLUSTRATION_PATH. A category, topic or resource's `imageUrl` is the largest WebP.
 * Plain data with no imports. The browser uses only the path helpers and gridPictures, which do
 * not read ILLUSTRATIONS, so the alt texts stay in loaders and out of the JavaScript bundle.
 */
export const ILLUSTRATION_PATH = "/images/illustrations";

/** Widths rendered: a card or banner is at most ~420 CSS px wide, so 1x and 2x of that. */
export const ILLUSTRATION_WIDTHS = [420, 840] as const;

/** Every source is drawn on a 640 x 360 (16:9) canvas. */
export const ILLUSTRATION_SIZE = { width: 640, height: 360 } as const;

export const ILLUSTRATION_FORMATS = ["avif", "webp"] as const;
export type IllustrationFormat = (typeof ILLUSTRATION_FORMATS)[number];

/** What each picture shows, as its alt text where it is not decorative; each SVG's <title>. */
export const ILLUSTRATIONS: Record<string, string> = {
  "psychological-concerns":
    "A person sits on a quiet hilltop, watching the sun rise over layered hills",
  lifestyle: "A sunny windowsill with a growing plant and a warm mug",
  relationships: "Two friends sit close together on a bench beneath a tree at sunset",
  depression: "A person under an umbrella as the rain eases and sunlight breaks through the clouds",
  anxiety: "A tangled line loosens into a smooth wave that carries a small paper boat",
  trauma: "A bowl mended with golden seams, stronger where it was broken",
  "childhood-adversity":
    "A young tree grows strong from a crack in a rock, its roots reaching into the earth",
  "eating-difficulties":
    "A young sunflower, tied gently to a stake for support, turns toward the morning sun",
  habits: "A habit calendar filling up with check marks, beside a pencil and a small plant",
  sleep: "A person sleeping peacefully under a patchwork quilt, a crescent moon in the window",
  exercise:
    "Two friends out together on a winding path through green hills, one walking, one in a wheelchair",
  nutrition: "A colorful bowl of greens, grains and fruit seen from above",
  "stress-reduction":
    "A person meditating beside still water as evening settles over the mountains",
  "screen-time": "A phone set face down beside an open book and a cup of tea",
  boundaries: "A low garden fence with a gate, flowers growing safely on the near side",
  communication: "Two people talking over mugs at a table, their words meeting in the middle",
  parenting: "A parent and a young child walk hand in hand while a kite flies overhead",
  "difficult-people": "A lighthouse stands steady on its rock as rough waves roll past",
  romantic: "Two birds sit close together on a blossoming branch",
  "type-book": "An open book with a ribbon bookmark and a sprig of leaves",
  "type-video": "A screen showing a calm landscape, with a play button in the middle",
  "type-app": "A phone showing a gentle breathing guide",
  "type-website": "A browser window open to a page of helpful articles",
  "type-exercise": "A lotus flower opening on still water, with three slow ripples",
};

export function illustrationSrc(key: string, width: number, format: IllustrationFormat): string {
  return `${ILLUSTRATION_PATH}/${key}-${width}.${format}`;
}

/** The `imageUrl` of an illustration: its largest WebP, which every browser of today shows. */
export function illustrationUrl(key: string): string {
  return illustrationSrc(key, ILLUSTRATION_WIDTHS[ILLUSTRATION_WIDTHS.length - 1]!, "webp");
}

/** The illustration an `imageUrl` names by its path, or undefined for any other picture. */
export function illustrationKeyOf(imageUrl: string): string | undefined {
  return /^\/images\/illustrations\/([a-z0-9-]+)-\d+\.webp$/.exec(imageUrl)?.[1];
}

/** The alt text of the picture at `imageUrl`, when it is one of ours. */
export function illustrationAlt(imageUrl: string): string {
  const key = illustrationKeyOf(imageUrl);
  return key && Object.hasOwn(ILLUSTRATIONS, key) ? ILLUSTRATIONS[key]! : "";
}

/** The picture drawn for a resource type, when there is one. */
export function typeIllustration(type: string): string | undefined {
  const key = `type-${type}`;
  return Object.hasOwn(ILLUSTRATIONS, key) ? illustrationUrl(key) : undefined;
}

/**
 * The picture a resource shows when it has none of its own: its topic's, else its type's, else
 * its category's.
 */
export function fallbackIllustration(resource: {
  type: string;
  category: string;
  subcategory?: string;
}): string {
  for (const key of [resource.subcategory, `type-${resource.type}`, resource.category]) {
    if (key && Object.hasOwn(ILLUSTRATIONS, key)) return illustrationUrl(key);
  }
  return illustrationUrl("psychological-concerns");
}

/**
 * The picture each card of a grid shows. A resource's own picture is often its topic's, so on a
 * topic's page every card would repeat the banner, and neighbours from one topic would look
 * alike: such a card shows its type's picture instead.
 */
export function gridPictures(
  cards: ReadonlyArray<{ imageUrl: string; typeImageUrl?: string }>,
  bannerImageUrl?: string,
): string[] {
  let previous: string | undefined;
  return cards.map((card) => {
    const repeats = card.imageUrl === bannerImageUrl || card.imageUrl === previous;
    const picture = repeats && card.typeImageUrl ? card.typeImageUrl : card.imageUrl;
    previous = picture;
    return picture;
  });
}
