import { createHash } from "node:crypto";
import express, { type Response } from "express";
import { findCountry } from "~/domain/helplines/links";
import { openCountry, openRegistry } from "~/domain/helplines/open-data";
import { currentRegistry } from "~/domain/helplines/registry.server";
import type { HelplineRegistry } from "~/domain/helplines/types";
import { matchesEtag } from "../static-encoding";

/*
 * The crisis lines as open data (README "Crisis lines: the registry, open data and the embed"):
 * `GET /api/helplines` (every country) and `GET /api/helplines/{code}` (one; 404 for a code the
 * registry does not hold).
 * Anyone may read them from anywhere: `Access-Control-Allow-Origin: *`, cached for 5 minutes,
 * with an ETag (304 on If-None-Match), the licence in every body. Answered from the live
 * registry in memory: a curator's change shows at once on every process (server/live-catalogue.ts).
 */

/** How long a browser or proxy may keep an answer. */
export const OPEN_DATA_MAX_AGE_SECONDS = 300;

interface Answer {
  body: string;
  etag: string;
}

function answerOf(value: unknown): Answer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

/** Each registry's answers, made once when first asked for. */
const answers = new WeakMap<HelplineRegistry, Map<string, Answer>>();

function cached(registry: HelplineRegistry, key: string, make: () => unknown): Answer {
  let byKey = answers.get(registry);
  if (!byKey) answers.set(registry, (byKey = new Map()));
  let answer = byKey.get(key);
  if (!answer) byKey.set(key, (answer = answerOf(make())));
  return answer;
}

function openHeaders(res: Response) {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
}

function send(req: express.Request, res: Response, answer: Answer) {
  openHeaders(res);
  res.setHeader("Cache-Control", `public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}`);
  res.setHeader("ETag", answer.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], answer.etag)) {
    res.status(304).end();
    return;
  }
  res.type("application/json").send(answer.body);
}

export function createOpenHelplinesRouter(siteUrl: string): express.Router {
  const router = express.Router();

  // A preflight (a page that sends If-None-Match itself): allowed from anywhere, for GET.
  router.options(["/helplines", "/helplines/:code"], (_req, res) => {
    openHeaders(res);
    res.setHeader("Access-Control-Allow-Methods", "GET, HEAD");
    res.setHeader("Access-Control-Allow-Headers", "If-None-Match");
    res.setHeader("Access-Control-Max-Age", "86400");
    res.status(204).end();
  });

  router.get("/helplines", (req, res) => {
    const registry = currentRegistry();
    send(
      req,
      res,
      cached(registry, "", () => openRegistry(registry, siteUrl)),
    );
  });

  router.get("/helplines/:code", (req, res) => {
    const registry = currentRegistry();
    const code = String(req.params.code);
    const country = /^[a-z]{2}$/i.test(code) ? findCountry(registry, code) : undefined;
    if (!country) {
      openHeaders(res);
      res.status(404).json({
        message: "We list no country with that code. Codes are ISO 3166-1 alpha-2, such as ie.",
      });
      return;
    }
    send(
      req,
      res,
      cached(registry, country.code, () => openCountry(registry, country, siteUrl)),
    );
  });

  for (const path of ["/helplines", "/helplines/:code"]) {
    router.all(path, (_req, res) => {
      openHeaders(res);
      res.setHeader("Allow", "GET, HEAD, OPTIONS");
      res.status(405).json({ message: "This address only answers GET." });
    });
  }
  return router;
}
