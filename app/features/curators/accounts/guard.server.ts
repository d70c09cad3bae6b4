import { data, redirect, type AppLoadContext } from "react-router";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "./same-origin";

export const LOGIN_PATH = "/curator/login";
export const CONSOLE_PATH = "/curator";

/** What the console's routes need from the server (server/app.ts puts it in the load context). */
export function consoleServices(context: AppLoadContext) {
  const { db, curatorAuth } = context;
  if (!db || !curatorAuth) {
    throw new Error("the curator console needs db and curatorAuth in its load context");
  }
  return { db, auth: curatorAuth };
}

/** The signed-in curator, or a redirect to the sign-in page. */
export async function requireCurator(request: Request, context: AppLoadContext) {
  const { db, auth } = consoleServices(context);
  const curator = await auth.currentCurator(request.headers.get("cookie"));
  if (!curator) throw redirect(LOGIN_PATH);
  return { db, auth, curator };
}

/** Every state-changing console request: refused with 403 unless it came from this site. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
}
