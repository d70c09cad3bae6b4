import { describe, expect, it } from "vitest";
import { isActive } from "./navigation";
import { siteNavigation } from "./site-navigation";

const { header: NAV_LINKS, groups: NAV_GROUPS } = siteNavigation();

const home = NAV_LINKS[0]!;
const blog = NAV_LINKS[1]!;
const relationships = NAV_GROUPS.find((group) => group.label === "Relationships")!;

describe("the header's navigation, read from the registries", () => {
  it("is docs/product.md's Header: Home, Blog and three groups, each to its topic pages or category views", () => {
    const flat = (links: { label: string; href: string }[]) =>
      links.map(({ label, href }) => `${label} ${href}`);
    expect(flat(NAV_LINKS)).toEqual(["Home /", "Blog /blog"]);
    expect(NAV_GROUPS.map((group) => [`${group.label} ${group.href}`, flat(group.links)])).toEqual([
      [
        "Healthy Lifestyle /category/lifestyle",
        [
          "Habits /category/lifestyle/habits",
          "Sleep /category/lifestyle/sleep",
          "Exercise /category/lifestyle/exercise",
          "Nutrition /category/lifestyle/nutrition",
          "Stress Reduction /category/lifestyle/stress-reduction",
        ],
      ],
      [
        "Relationships /category/relationships",
        [
          "Boundaries /category/relationships/boundaries",
          "Communication /category/relationships/communication",
          "Parenting /parenting",
          "Dealing with Difficult People /difficult-people",
          "Marriage and Couples /marriage-couples",
        ],
      ],
      [
        "Psychological Concerns /category/psychological-concerns",
        [
          "Depression /depression",
          "Anxiety /anxiety",
          "Trauma / PTSD /trauma",
          "Childhood Adversity /childhood-adversity",
          "Eating Difficulties /eating-difficulties",
        ],
      ],
    ]);
  });
});

describe("isActive", () => {
  it("marks Home only on /", () => {
    expect(isActive("/", home)).toBe(true);
    expect(isActive("/about", home)).toBe(false);
  });

  it("marks an item whose path starts the current path, segment by segment", () => {
    expect(isActive("/blog", blog)).toBe(true);
    expect(isActive("/blog/depression-in-men", blog)).toBe(true);
    expect(isActive("/blogroll", blog)).toBe(false);
  });

  it("marks a group on its own path and on the pages of its dropdown", () => {
    expect(isActive("/category/relationships", relationships)).toBe(true);
    expect(isActive("/category/relationships/boundaries", relationships)).toBe(true);
    expect(isActive("/parenting", relationships)).toBe(true);
    expect(isActive("/depression", relationships)).toBe(false);
  });
});
