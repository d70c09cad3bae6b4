/**
 * A real server process with its pages, for the tests that need several processes to render
 * pages (server/multi-process.test.ts): server/main.ts with React Router's build made on demand
 * by Vite, as `npm run dev` serves it (server.js), so no production build is needed. Start with
 * `node --import tsx tests/setup/page-server.ts` and PORT=0; prints `LISTENING <port>`.
 */
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createServer } from "vite";
import type { ServerBuild } from "react-router";
import type { startServer as StartServer } from "../../server/main";

const root = path.resolve(import.meta.dirname, "../..");
const vite = await createServer({
  root,
  server: { middlewareMode: true, hmr: false },
  logLevel: "error",
});
const loadBuild = () =>
  vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const build = await loadBuild();
const { startServer } = build.entry.module as unknown as {
  startServer: typeof StartServer;
};
const server = await startServer({ build: loadBuild, devMiddleware: vite.middlewares, root });
const announce = () => console.log(`LISTENING ${(server.address() as AddressInfo).port}`);
if (server.listening) announce();
else server.once("listening", announce);
