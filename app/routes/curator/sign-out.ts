import { href, redirect } from "react-router";
import {
  consoleServices,
  LOGIN_PATH,
  requireSameOrigin,
} from "~/features/curators/accounts/guard.server";
import type { Route } from "./+types/sign-out";

/** Nothing to show: a GET goes to the console (which asks to sign in when nobody is). */
export function loader() {
  return redirect(href("/curator"));
}

/** Ends the session (its row is deleted) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const setCookie = await consoleServices(context).auth.signOut(request.headers.get("cookie"));
  return redirect(`${LOGIN_PATH}?signed-out`, {
    status: 303,
    headers: { "Set-Cookie": setCookie },
  });
}
