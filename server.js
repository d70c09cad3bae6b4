// Starts Steady Ground. The server itself is TypeScript in server/, compiled into the React
// Router server build and exported from app/entry.server.tsx (docs/decisions/001-one-server-bundle.md).
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

if (process.env.NODE_ENV === "production") {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const build = await import(path.join(buildDir, "server", "index.js")).catch(() => {
    console.error(`No build found in ${buildDir}. Run "npm run build" first (or "npm start").`);
    process.exit(1);
  });
  await build.entry.module.startServer({ build, buildDir, root });
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const loadBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build");
  const build = await loadBuild();
  await build.entry.module.startServer({
    build: loadBuild,
    devMiddleware: devServer.middlewares,
    root,
  });
}
