import { createRequestHandler, Outlet, type ServerBuild } from "react-router";
import type { LoadServices } from "../../server/router-context";
import { testContext } from "./router-context";

/**
 * React Router's own request handling (the same code the server runs) around one route module
 * under a bare root, without a Vite build: for what only the whole page's answer shows, such as
 * the headers a route's `headers` export lets through. The page is not rendered: the answer
 * carries the status and headers React Router chose, and no body. `module` is the route module
 * (`import * as route from "./route"`).
 */
export function documentHandler(path: string, module: object) {
  const route = { id: "page", parentId: "root", path: path.replace(/^\//, "") };
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response(null, { status, headers }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: Outlet } },
      page: { ...route, module },
    },
    assets: {
      entry: { imports: [], module: "/entry.client.js" },
      routes: {
        root: { id: "root", path: "", module: "/root.js", hasAction: false, hasLoader: false },
        page: {
          ...route,
          module: "/page.js",
          hasAction: "action" in module,
          hasLoader: "loader" in module,
        },
      },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  /** Answers one request as the server would, with these services in the router context. */
  return (request: Request, services: Partial<LoadServices>) =>
    handle(request, testContext(services));
}
