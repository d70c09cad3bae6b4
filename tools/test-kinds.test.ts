import { describe, expect, it } from "vitest";
import { testKindOf, testKinds } from "./test-kinds";

// Built from parts, so that this file's own text does not read as such an import.
const from = (module: string) => `import { x } from "${module}";`;

describe("testKindOf", () => {
  it("puts a test that starts a child process among the processes", () => {
    expect(testKindOf(from("node:" + "child_process"))).toBe("processes");
    expect(testKindOf(from("../tests/setup/" + "server-process"))).toBe("processes");
  });

  it("puts a test that opens a database among the database tests", () => {
    expect(testKindOf(from("../../tests/setup/" + "database"))).toBe("db");
    expect(testKindOf(from("~/db/" + "client.server"))).toBe("db");
    expect(testKindOf(from("@electric-sql/" + "pglite"))).toBe("db");
  });

  it("leaves pure logic, rendering and local fake sites as unit tests", () => {
    expect(testKindOf(from("./scoring"))).toBe("unit");
    expect(testKindOf(from("@testing-library/react"))).toBe("unit");
    expect(testKindOf(from("../tests/setup/fake-sites"))).toBe("unit");
    // A module whose name merely contains the words is not the database.
    expect(testKindOf(from("~/db/client.server.helpers"))).toBe("unit");
  });
});

describe("testKinds", () => {
  it("sorts every test file of the repository into exactly one project", () => {
    const kinds = testKinds(process.cwd());
    const all = [...kinds.unit, ...kinds.db, ...kinds.processes];
    expect(new Set(all).size).toBe(all.length);
    expect(kinds.unit).toContain("tools/test-kinds.test.ts");
    expect(kinds.db).toContain("server/health.test.ts");
    expect(kinds.processes).toContain("server/multi-process.test.ts");
  });
});
