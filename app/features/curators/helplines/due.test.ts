import { describe, expect, it } from "vitest";
import type { CuratorCountry, CuratorService } from "~/domain/helplines/store.server";
import { linesDue } from "./due";

const service = (id: string, checkedAt: string | null, removed = false) =>
  ({ id, name: id, checkedAt, removed }) as unknown as CuratorService;
const country = (checkedAt: string, services: CuratorService[]) =>
  ({
    code: "ie",
    name: "Ireland",
    emergency: { numbers: ["112"], checkedAt },
    services,
  }) as unknown as CuratorCountry;

describe("linesDue", () => {
  it("lists lines unchecked for 6 months as due and for 12 as overdue, oldest first, never a removed one", () => {
    const now = new Date("2027-12-01T00:00:00Z");
    const due = linesDue(
      [
        country("2027-11-01T00:00:00Z", [
          service("fresh", "2027-10-01T00:00:00Z"),
          service("due", "2027-05-01T00:00:00Z"),
          service("overdue", "2026-11-26T00:00:00Z"),
          service("removed", "2020-01-01T00:00:00Z", true),
        ]),
      ],
      now,
    );
    expect(due.map((line) => [line.name, line.age])).toEqual([
      ["overdue", "overdue"],
      ["due", "due"],
    ]);
    expect(due[0]!.href).toBe("/curator/helplines/overdue");
  });
});
