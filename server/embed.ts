import type { RequestHandler } from "express";
import { findCountry } from "~/domain/helplines/links";
import { currentRegistry } from "~/domain/helplines/registry.server";
import { EMBED_STYLE_HASH, renderEmbed, renderUnknownEmbed } from "~/features/help/embed.server";

/** How long a browser or proxy may keep an embed: "Open now" is worked out per request. */
export const EMBED_MAX_AGE_SECONDS = 60;

/**
 * The embed's Content-Security-Policy: no script at all, its one stylesheet by hash, links and
 * nothing else, and framable by any site (`frame-ancestors *`); every other answer keeps
 * `frame-ancestors 'none'` (./security-headers.ts).
 */
export const EMBED_CSP = [
  "default-src 'none'",
  `style-src ${EMBED_STYLE_HASH}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors *",
].join("; ");

/**
 * `GET /embed/help/{code}`: a country's lines as a page for an <iframe> on another site (a
 * school, a clinic), from the live registry, with no scripts and no cookies
 * (app/features/help/embed.server.tsx). An unknown code is a 404 that still says what to do.
 */
export function embedHandler(siteUrl: string): RequestHandler {
  return (req, res) => {
    const code = String(req.params.code);
    const country = /^[a-z]{2}$/.test(code) ? findCountry(currentRegistry(), code) : undefined;
    res.removeHeader("X-Frame-Options");
    res.setHeader("Content-Security-Policy", EMBED_CSP);
    // Another site's page loads it: its resource policy must allow that.
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.setHeader("X-Robots-Tag", "noindex");
    res.type("html");
    if (!country) {
      res.setHeader("Cache-Control", "no-store");
      res.status(404).send(renderUnknownEmbed());
      return;
    }
    res.setHeader("Cache-Control", `public, max-age=${EMBED_MAX_AGE_SECONDS}`);
    res.send(renderEmbed(country, new Date(), siteUrl));
  };
}
