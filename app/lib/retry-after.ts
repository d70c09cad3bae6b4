/**
 * A route's `headers` export for a page whose action can answer 429 or 503: the action's
 * Retry-After reaches the browser with the page. (React Router passes only Set-Cookie from an
 * action to the page's response unless the route exports `headers`.) The curator's sign-in
 * steps, the console, the /submit form and the problem-report form use it:
 * `export const headers: Route.HeadersFunction = retryAfterHeaders;`
 */
export function retryAfterHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
