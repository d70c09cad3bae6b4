import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { NonceContext } from "./lib/nonce";
import { cspNonceContext, logContext } from "./load-context";

// The Express server is compiled into this same bundle so that it shares one copy of every
// module with the routes (docs/decisions/001-one-server-bundle.md); server.js starts it.
export { startServer } from "../server/main";

/** How long a render may take before it is abandoned. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // Every page's data is local, so wait for the whole page: visitors and crawlers alike get
    // complete HTML, and prerendered pages are complete files.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, however large (React otherwise sends
        // big ones after a fallback, to be swapped in by a script that a page without
        // JavaScript never runs: the check-in's result, say).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logError(loadContext, error, "the page could not be rendered");
        },
      },
    );
  });
}

/** An error, on the request's logger (with its id); while prerendering, on the build's console. */
function logError(context: Readonly<RouterContextProvider>, error: unknown, message: string) {
  context.get(logContext).error({ err: error }, message);
}

/**
 * Errors thrown by loaders and actions: React Router would print them whole with console.error
 * (a failed query's message holds what the visitor typed); the logger's serializer cuts that.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logError(context, error, "a loader or action failed");
};
