import { expect, test } from "vitest";
import { safeReturnPath } from "./return-path";

test.each([
  ["/blog", "/blog"],
  ["/blog/how-to-choose-a-therapist", "/blog/how-to-choose-a-therapist"],
  ["//evil.example", "/blog"],
  ["https://evil.example/", "/blog"],
  ["/\\evil.example", "/blog"],
  ["/blog?x=1", "/blog"],
  [undefined, "/blog"],
])("safeReturnPath(%j) is %j", (input, expected) => {
  expect(safeReturnPath(input)).toBe(expected);
});
