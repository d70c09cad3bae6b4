import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it, vi } from "vitest";

// The lint rules that keep the layers (eslint.config.js), each shown catching a planted example:
// an import that points up, and a circle of imports.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, ignore: false });
const planted = path.join(root, "app", "lib", `planted-${process.pid}`);
// The cycle rule follows each import through the repository's graph: seconds, not milliseconds.
vi.setConfig({ testTimeout: 120_000 });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe("the layers", () => {
  it("refuse an import that points up: app/lib reaching into a feature, the database or the server", async () => {
    const up = [
      'import { x } from "~/features/search/search.server";',
      'import { y } from "~/db/schema";',
      'import { z } from "../../server/app";',
      "export const all = [x, y, z];",
    ].join("\n");
    const found = await problems("app/lib/planted.ts", up);
    expect(found.filter((line) => line.startsWith("no-restricted-imports"))).toHaveLength(3);
  });

  it("refuse app/db importing app/domain, which sits above it", async () => {
    const found = await problems(
      "app/db/planted.ts",
      'import { STATUS_LABELS } from "../domain/submission-status";\nexport const s = STATUS_LABELS;',
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*app\/domain/)]);
  });

  it("let the same import stand where it points down", async () => {
    const found = await problems(
      "app/features/search/planted.ts",
      'import { STATUS_LABELS } from "~/domain/submission-status";\nexport const s = STATUS_LABELS;',
    );
    expect(found).toEqual([]);
  });
});

describe("import cycles", () => {
  it("are refused, and a straight line of imports is not", async () => {
    mkdirSync(planted, { recursive: true });
    const a = path.join(planted, "a.ts");
    const b = path.join(planted, "b.ts");
    const c = path.join(planted, "c.ts");
    writeFileSync(a, 'import { b } from "./b";\nexport const a = () => b();\n');
    writeFileSync(b, 'import { a } from "./a";\nexport const b = () => a();\n');
    writeFileSync(c, 'import { b } from "./b";\nexport const c = () => b();\n');
    const [circle] = await eslint.lintFiles([a]);
    expect(circle!.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");

    writeFileSync(b, "export const b = () => 1;\n");
    const line = await new ESLint({ cwd: root, ignore: false }).lintFiles([a, c]);
    expect(line.flatMap((result) => result.messages)).toEqual([]);
  });
});
