import type { RequestHandler, Response } from "express";
import type { CuratorAuth } from "~/features/curators/accounts/auth.server";
import {
  ENROLMENT_REQUIRED_MESSAGE,
  STEP_UP_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from "~/features/curators/accounts/messages";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/features/curators/accounts/same-origin";
import type { CuratorSession } from "~/features/curators/accounts/sessions.server";
import { needsStepUp } from "~/features/curators/accounts/step-up.server";

/** Why a signed-in curator is refused while REQUIRE_SECOND_FACTOR waits for them to enrol. */
export const ENROLMENT_REQUIRED_REASON = "second-factor-not-set-up";

/**
 * 401 `{message}` unless the request carries a live curator session (its cookie) that has
 * finished signing in (password and second factor). With REQUIRE_SECOND_FACTOR on, a curator
 * without a second factor gets 401 `{message, reason: "second-factor-not-set-up"}` everywhere
 * but the calls that set one up (`allowWithoutSecondFactor`).
 */
export function requireCuratorSession(
  auth: CuratorAuth,
  { allowWithoutSecondFactor = false } = {},
): RequestHandler {
  return async (req, res, next) => {
    const curator = await auth.currentCurator(req.headers.cookie);
    if (!curator || curator.pending) {
      res.status(401).json({ message: UNAUTHENTICATED_MESSAGE });
      return;
    }
    if (!allowWithoutSecondFactor && auth.requireSecondFactor && !curator.hasSecondFactor) {
      res
        .status(401)
        .json({ message: ENROLMENT_REQUIRED_MESSAGE, reason: ENROLMENT_REQUIRED_REASON });
      return;
    }
    res.locals.curator = curator;
    next();
  };
}

/**
 * Step-up for the JSON API (app/features/curators/accounts/step-up.server.ts): after
 * `requireCuratorSession`, a call that needs a fresh second factor answers 401
 * `{"stepUp": true, message}` until `POST /api/curator/step-up` has taken a code.
 */
export function requireStepUp(auth: CuratorAuth): RequestHandler {
  return (_req, res, next) => {
    if (!needsStepUp(res.locals.curator as CuratorSession, auth.clock())) return next();
    res.status(401).json({ stepUp: true, message: STEP_UP_MESSAGE });
  };
}

/** The console's pages, data requests and CSV files: never stored by a cache, never indexed. */
export const CURATOR_PATHS = /^\/curator(?:[/.]|$)/;

export const curatorResponseHeaders: RequestHandler = (req, res, next) => {
  if (CURATOR_PATHS.test(req.path)) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
  }
  next();
};

/** Methods that change nothing, let through from anywhere. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A write (any other method) from another site is refused with a 403 before its body is read;
 * `refuse` words the answer: plain text for the console's pages, JSON for the API.
 */
export function refuseCrossSiteWrites(refuse: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const sameOrigin = isSameOrigin({
      fetchSite: req.get("sec-fetch-site"),
      origin: req.get("origin"),
      host: req.host,
    });
    if (sameOrigin) return next();
    refuse(res);
  };
}

const refuseCrossSitePageWrites = refuseCrossSiteWrites((res) => {
  res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
});

/**
 * A console write (sign-in, sign-out, review) from another site is refused here, before its body
 * is read. The routes' actions check again (app/features/curators/accounts/guard.server.ts).
 */
export const refuseCrossSiteCuratorWrites: RequestHandler = (req, res, next) =>
  CURATOR_PATHS.test(req.path) ? refuseCrossSitePageWrites(req, res, next) : next();
