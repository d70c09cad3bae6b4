import { describe, expect, it } from "vitest";
import { isActive, NAV_GROUPS, NAV_LINKS } from "./navigation";

const home = NAV_LINKS[0]!;
const blog = NAV_LINKS[1]!;
const relationships = NAV_GROUPS.find((group) => group.label === "Relationships")!;

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
