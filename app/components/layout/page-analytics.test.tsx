import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { PageAnalytics } from "./analytics";
import { pageAnalytics } from "./analytics.server";

/** As the root does: the loader decides for the requested path, the component renders it. */
function Page() {
  return (
    <PageAnalytics analytics={useLoaderData<ReturnType<typeof pageAnalytics>>()} nonce="abc" />
  );
}

/** What the server sends for a page's first load, with GA_MEASUREMENT_ID set. */
async function renderAt(path: string): Promise<string> {
  const handler = createStaticHandler([
    {
      path: "*",
      loader: ({ request }) => pageAnalytics("G-TEST123", new URL(request.url).pathname),
      Component: Page,
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} />);
}

describe("analytics on the server, with an id set", () => {
  it("none at all without an id", () => {
    expect(pageAnalytics(undefined, "/depression")).toBeNull();
    expect(pageAnalytics("", "/")).toBeNull();
  });

  it.each(["/", "/depression", "/resource/feeling-good", "/blog", "/check-ins", "/embed"])(
    "loads Google's tag on %s",
    async (path) => {
      expect(await renderAt(path)).toContain("googletagmanager.com/gtag/js?id=G-TEST123");
    },
  );

  it.each([
    "/check-in",
    "/check-in/phq-9",
    "/check-in/gad-7/",
    "/get-help",
    "/get-help/gb",
    "/get-help/embed",
    "/safety-plan",
    "/search",
    "/embed/help/us",
    "/es/chequeo/phq-9",
    "/es/ayuda/mx",
    "/es/plan-de-seguridad",
    "/es/buscar",
  ])("never on %s", async (path) => {
    const html = await renderAt(path);
    expect(html).not.toContain("googletagmanager");
    expect(html).not.toContain("gtag");
  });
});
