import { existsSync } from "node:fs";
import { chmod, cp, mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { STATIC_MANIFEST_FILE, type StaticManifest } from "../../server/static-manifest";
import { run } from "./processes";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The build the bench measures: BUILD_DIR (default `build`), made first when it is missing. */
export async function ensureBuild(buildDir: string, log: (line: string) => void): Promise<void> {
  const ready = [
    path.join(buildDir, "server", "index.js"),
    path.join(buildDir, STATIC_MANIFEST_FILE),
  ];
  if (ready.every((file) => existsSync(file))) return;
  log(
    `no build in ${path.relative(ROOT, buildDir) || "."}: building it first (react-router build)`,
  );
  await run(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: ROOT,
    env: { BUILD_DIR: buildDir, NODE_ENV: "production" },
    timeoutMs: 300_000,
  });
}

/** Lighthouse's yardstick: the least a page can be, with what its audits ask of any page. */
export const BARE_PATH = "/bench-bare";
const BARE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A bare page | Steady Ground bench</title>
<meta name="description" content="A page with no styles or scripts: the bench's yardstick for Lighthouse.">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>A bare page</h1>
<p>Nothing but HTML: a heading, a paragraph and <a href="/">a link home</a>.</p>
</main>
</body>
</html>
`;

/**
 * A copy of the client build with the bare page added, served by every server under test.
 * Its server/ is a link to the real one, so the bundle still finds node_modules.
 */
export async function benchBuild(buildDir: string, copy: string): Promise<string> {
  await chmod(copy, 0o755); // nginx's worker runs as another user
  await cp(path.join(buildDir, "client"), path.join(copy, "client"), { recursive: true });
  await symlink(path.resolve(buildDir, "server"), path.join(copy, "server"), "dir");
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, STATIC_MANIFEST_FILE), "utf8"),
  ) as StaticManifest;
  const file = `${BARE_PATH.slice(1)}/index.html`;
  const body = Buffer.from(BARE_HTML);
  await mkdir(path.join(copy, "client", BARE_PATH), { recursive: true });
  await writeFile(path.join(copy, "client", file), body);
  await writeFile(path.join(copy, "client", `${file}.gz`), gzipSync(body, { level: 9 }));
  await writeFile(path.join(copy, "client", `${file}.br`), brotliCompressSync(body));
  manifest[BARE_PATH] = { file, etag: `"bench-bare"`, encodings: ["br", "gzip"], scriptHashes: [] };
  await writeFile(path.join(copy, STATIC_MANIFEST_FILE), JSON.stringify(manifest));
  return copy;
}
