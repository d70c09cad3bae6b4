import { describe, expect, it } from "vitest";
import { curatorName, curatorProfile, missingCuratorFields } from "./curator";

describe("the curator profile", () => {
  it("invents no one: the bundled profile is empty, so pages say 'our curating psychologist'", () => {
    expect(curatorProfile).toEqual({});
    expect(curatorName()).toBe("our curating psychologist");
    expect(missingCuratorFields()).toEqual(["name", "credentials", "license", "photo"]);
  });

  it("uses the name and credentials once they are given", () => {
    const profile = { name: "A. Person", credentials: "PhD" };
    expect(curatorName(profile)).toBe("A. Person, PhD");
    expect(missingCuratorFields(profile)).toEqual(["license", "photo"]);
  });
});
