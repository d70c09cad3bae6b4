/** The header's navigation (docs/product.md, Header and navigation). */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup extends NavLink {
  links: NavLink[];
}

export const NAV_LINKS: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Blog", href: "/blog" },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Healthy Lifestyle",
    href: "/category/lifestyle",
    links: [
      { label: "Habits", href: "/category/lifestyle/habits" },
      { label: "Sleep", href: "/category/lifestyle/sleep" },
      { label: "Exercise", href: "/category/lifestyle/exercise" },
      { label: "Nutrition", href: "/category/lifestyle/nutrition" },
      { label: "Stress Reduction", href: "/category/lifestyle/stress-reduction" },
    ],
  },
  {
    label: "Relationships",
    href: "/category/relationships",
    links: [
      { label: "Boundaries", href: "/category/relationships/boundaries" },
      { label: "Communication", href: "/category/relationships/communication" },
      { label: "Parenting", href: "/parenting" },
      { label: "Dealing with Difficult People", href: "/difficult-people" },
      { label: "Marriage and Couples", href: "/marriage-couples" },
    ],
  },
  {
    label: "Psychological Concerns",
    href: "/category/psychological-concerns",
    links: [
      { label: "Depression", href: "/depression" },
      { label: "Anxiety", href: "/anxiety" },
      { label: "Trauma / PTSD", href: "/trauma" },
      { label: "Childhood Adversity", href: "/childhood-adversity" },
      { label: "Eating Difficulties", href: "/eating-difficulties" },
    ],
  },
];

function startsWithPath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The rule (docs/product.md, Header and navigation): Home is active when the path equals `/`; any other item when the path starts
 * with its path (segment by segment, so /blog does not claim /blogroll). A group is also active
 * on the pages of its own dropdown, which live outside its path (/depression, /parenting...).
 */
export function isActive(pathname: string, item: NavLink | NavGroup): boolean {
  if (item.href === "/") return pathname === "/";
  if (startsWithPath(pathname, item.href)) return true;
  return "links" in item && item.links.some((link) => startsWithPath(pathname, link.href));
}
