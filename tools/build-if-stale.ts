/**
 * `npm run build`, unless the build in BUILD_DIR was made from exactly these sources: the browser
 * tests start with it, so a second run after a test-only change starts in seconds instead of
 * waiting minutes for the same build again. The sources' fingerprint (every file the build reads,
 * tracked or new, and the settings it bakes into prerendered pages) is kept in the build folder.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What `react-router build` reads. */
const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "tools",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
/** Settings that end up inside prerendered pages (app/lib/env.server.ts). */
const BUILD_SETTINGS = ["NODE_ENV", "GA_MEASUREMENT_ID", "QUICK_EXIT_URL"];
const STAMP = ".sources-fingerprint";

/** A hash of every build input's path and bytes, and of the settings; null without git. */
export function sourcesFingerprint(root: string): string | null {
  let listing: string;
  try {
    listing = execFileSync(
      "git",
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...BUILD_INPUTS],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
  } catch {
    return null;
  }
  const hash = createHash("sha256");
  for (const file of [...new Set(listing.split("\0").filter(Boolean))].sort()) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted, not yet staged
    hash.update(`${file}\0`).update(readFileSync(full)).update("\0");
  }
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}

function main(): void {
  const root = process.cwd();
  const stamp = path.join(root, process.env.BUILD_DIR ?? "build", STAMP);
  const fingerprint = sourcesFingerprint(root);
  if (fingerprint && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) {
    console.log(`The build in ${path.dirname(stamp)} is current: not building again.`);
    return;
  }
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (fingerprint) writeFileSync(stamp, fingerprint);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
