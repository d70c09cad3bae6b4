import type { EventEmitter } from "node:events";
import compression from "compression";
import type { RequestHandler, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * `compression()` with one mend. While it compresses, it hands every `"drain"` listener added to
 * the response to its zlib stream, but a listener taken off the response is never taken off that
 * stream (expressjs/compression#135, open since 2018). React Router's writer waits for each
 * drain with `once("drain")` and removes its listener afterwards, so every write that met
 * backpressure left one listener behind on a page's Brotli stream: Node warned of a possible leak
 * past ten, and each later drain called them all. Here a removal reaches the stream as well.
 */
export function compressResponses(): RequestHandler {
  const compress = compression();
  // compression() replaces `res.on` and then calls next(): the mend goes in between.
  return (req, res, next) =>
    compress(req, res, (error?: unknown) => {
      forwardDrainRemovals(res);
      next(error);
    });
}

function forwardDrainRemovals(res: Response) {
  const addTo = res.on;
  const removeFrom = res.removeListener;
  const remove = function removeListener(
    this: Response,
    event: string | symbol,
    listener: Listener,
  ) {
    if (event === "drain" && this.headersSent) {
      // compression's `on` answers with the emitter it added to: its stream, or the response
      // when it decided not to compress. It keeps no other handle on that stream.
      const probe = () => {};
      const holder = addTo.call(this, "drain", probe) as unknown as EventEmitter;
      if (holder === this) {
        removeFrom.call(this, "drain", probe);
      } else {
        holder.removeListener("drain", probe);
        // Node matches a `once` wrapper by the listener it wraps, so either may be named here.
        holder.removeListener("drain", listener);
      }
    }
    return removeFrom.call(this, event, listener);
  } as Response["removeListener"];
  res.removeListener = remove;
  res.off = remove;
}
