import { data, redirect, type RouterContextProvider } from "react-router";
import { curatorAuthContext, dbContext } from "~/load-context";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "./same-origin";

export const LOGIN_PATH = "/curator/login";
export const CONSOLE_PATH = "/curator";

/** What the console's routes need from the server (server/app.ts puts it in the load context). */
export function consoleServices(context: Readonly<RouterContextProvider>) {
  return { db: context.get(dbContext), auth: context.get(curatorAuthContext) };
}

/** The signed-in curator, or a redirect to the sign-in page. */
export async function requireCurator(request: Request, context: Readonly<RouterContextProvider>) {
  const { db, auth } = consoleServices(context);
  const curator = await auth.currentCurator(request.headers.get("cookie"));
  if (!curator) throw redirect(LOGIN_PATH);
  return { db, auth, curator };
}

/** Every state-changing console request: refused with 403 unless it came from this site. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
}
