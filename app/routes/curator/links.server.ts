import { data, redirect, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { getResourceById } from "~/features/directory/catalogue.server";
import { latestResults } from "~/features/curators/links/link-results.server";
import { linkMonitorContext, linkTargetsContext } from "~/features/curators/links/context";

const PAGE = "/curator/links";

type Context = Readonly<RouterContextProvider>;

function linkServices(context: Context) {
  return { monitor: context.get(linkMonitorContext), targets: context.get(linkTargetsContext) };
}

/** The latest result of every listed link, worst first, with each resource's title. */
export async function loadLinks(db: Database, context: Context, url: URL) {
  const { monitor, targets } = linkServices(context);
  const all = targets();
  const results = await latestResults(
    db,
    all.map((target) => target.resourceId),
  );
  return {
    total: all.length,
    running: monitor.isRunning(),
    notice: url.searchParams.get("check"),
    checkedId: url.searchParams.get("checked"),
    results: results.map((result) => ({
      ...result,
      title: getResourceById(result.resourceId)?.title ?? result.resourceId,
    })),
  };
}

/** "Check links now" (every link, in the background) or "Check again" (one, while waiting). */
export async function checkFromForm(request: Request, context: Context) {
  const { monitor, targets } = linkServices(context);
  const form = await request.formData();
  const resourceId = form.get("resourceId");
  if (typeof resourceId !== "string" || resourceId === "") {
    const { started } = monitor.startFullCheck();
    return redirect(`${PAGE}?check=${started ? "started" : "running"}`, 303);
  }
  const target = targets().find((candidate) => candidate.resourceId === resourceId);
  if (!target) return data({ message: "That resource is no longer listed." }, { status: 404 });
  await monitor.checkNow([target]);
  return redirect(`${PAGE}?checked=${encodeURIComponent(resourceId)}`, 303);
}
