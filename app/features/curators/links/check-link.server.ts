import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { LinkStatus } from "~/domain/link-status";
import { guardedLookup, isRefusedAddress } from "./address-guard.server";
import { classify, type Hop } from "./classify";

/** How the monitor asks (docs/product.md, The link monitor). */
export interface CheckSettings {
  /** Connect to loopback and private addresses too (LINK_CHECK_ALLOW_PRIVATE=1). */
  allowPrivate: boolean;
  /** How long one request may take, connection to headers (10 s unless configured). */
  timeoutMs: number;
  /** Names the site and where to read about the checker. */
  userAgent: string;
}

/** Redirects followed before a link counts as unreachable. */
export const MAX_REDIRECTS = 5;

export interface LinkResult {
  status: LinkStatus;
  httpStatus?: number;
  finalUrl?: string;
  /** Why, in a few words, when the status alone does not say: "timed out", "too many redirects". */
  detail?: string;
}

type Answer = { status: number; location?: string } | { error: string };

/** Why a request failed, in words a curator can act on. */
function describe(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "ELINKREFUSED":
      return "refused: a private or local address";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the name does not resolve (DNS)";
    case "ECONNREFUSED":
      return "the connection was refused";
    case "ETIMEDOUT":
      return "timed out";
    default:
      return error.code?.startsWith("ERR_TLS") || error.code?.includes("CERT")
        ? "TLS certificate problem"
        : `no answer (${error.code ?? error.message})`;
  }
}

/** One request, headers only: the body is never read. */
function ask(url: URL, method: "HEAD" | "GET", settings: CheckSettings): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal address is connected to without a look-up, so it is checked here.
  if (!settings.allowPrivate && isIP(host) && isRefusedAddress(host)) {
    return Promise.resolve({ error: "refused: a private or local address" });
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, {
      method,
      lookup: guardedLookup(settings.allowPrivate),
      headers: { "user-agent": settings.userAgent, accept: "*/*" },
      agent: false,
    });
    const timer = setTimeout(() => {
      resolve({ error: "timed out" });
      request.destroy();
    }, settings.timeoutMs);
    request.once("response", (response) => {
      clearTimeout(timer);
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      response.destroy();
      request.destroy();
    });
    request.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ error: describe(error) });
    });
    request.end();
  });
}

/**
 * HEAD first, since it costs the site nothing; GET when HEAD is refused or fails (many servers
 * answer HEAD with 403, 404 or 405 while serving the page fine). A HEAD that timed out is not
 * asked again: the GET would only wait as long.
 */
async function askPolitely(url: URL, settings: CheckSettings): Promise<Answer> {
  const head = await ask(url, "HEAD", settings);
  if ("status" in head && head.status < 400) return head;
  if ("error" in head && (head.error === "timed out" || head.error.startsWith("refused"))) {
    return head;
  }
  return ask(url, "GET", settings);
}

/** Follows up to MAX_REDIRECTS redirects by hand, so that every hop passes the address guard. */
export async function checkLink(address: string, settings: CheckSettings): Promise<LinkResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { status: "unreachable", detail: "not a valid address" };
  }
  const hops: Hop[] = [];
  // Where a failure happened, once a redirect has taken the link somewhere else.
  const at = (where: URL) => (hops.length > 0 ? { finalUrl: where.href } : {});
  for (;;) {
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      return { status: "unreachable", ...at(url), detail: "not a web address" };
    }
    const answer = await askPolitely(url, settings);
    if ("error" in answer) {
      return { status: "unreachable", ...at(url), detail: answer.error };
    }
    hops.push({ url: url.href, status: answer.status });
    const redirect = answer.status >= 300 && answer.status < 400 && answer.location;
    if (!redirect) return classify(address, hops);
    if (hops.length > MAX_REDIRECTS) {
      return { status: "unreachable", finalUrl: url.href, detail: "too many redirects" };
    }
    try {
      url = new URL(answer.location!, url);
    } catch {
      return { status: "broken", httpStatus: answer.status, detail: "a redirect to nowhere" };
    }
  }
}
