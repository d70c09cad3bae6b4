import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { AUDIENCE_LABELS } from "~/content/helpline-terms";
import { openStatus, statusText } from "~/domain/helplines/hours";
import { callHref, countryInSentence } from "~/domain/helplines/dial";
import {
  checkCaveat,
  FIND_A_HELPLINE_URL,
  hostOf,
  listInWords,
  methodHref,
  methodLabel,
} from "~/domain/helplines/links";
import { checkAge } from "~/domain/helplines/check-age";
import type { HelplineCountry, HelplineService } from "~/domain/helplines/types";
import { formatDate } from "~/lib/dates";
import { SITE_NAME } from "~/lib/site";

/*
 * `/embed/help/{code}`: a country's crisis lines as a small page for other sites (a school, a
 * clinic) to show in an <iframe> (docs/product.md "Crisis lines"). No site
 * chrome, no scripts, no cookies: one HTML document with its own small stylesheet, rendered per
 * request from the live registry so "Open now" is right. The server sends it with a CSP of its
 * own that lets any site frame it (server/embed.ts); every other page refuses to be framed.
 */

/** The embed's whole stylesheet: readable, light or dark as the visitor's system is. */
export const EMBED_STYLE = `
:root{color-scheme:light dark;--ink:#17211f;--muted:#4a5753;--line:#cfd8d5;--brand:#0a4f46;--soft:#e3f1ed;--bg:#fff}
@media (prefers-color-scheme:dark){:root{--ink:#edf3f1;--muted:#b9c6c2;--line:#3b4845;--brand:#8fd6c6;--soft:#17332e;--bg:#101715}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:16px;max-width:48rem}
h1{font-size:1.25rem;margin:0 0 8px}
h2{font-size:1.05rem;margin:0}
p{margin:4px 0}
a{color:var(--brand);font-weight:600}
.danger{padding:10px 12px;border-radius:10px;background:var(--soft)}
ul{list-style:none;margin:0;padding:0}
.line{border:1px solid var(--line);border-radius:12px;padding:12px;margin-top:12px}
.ways{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.ways a{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border:1px solid var(--line);border-radius:10px;text-decoration:none}
.note,.meta,.foot{color:var(--muted);font-size:.875rem}
.status{font-size:.875rem}
.status b{display:inline-block;padding:1px 8px;border-radius:999px;background:var(--soft)}
.foot{margin-top:16px}
`.trim();

/** The CSP source that allows the stylesheet above, and nothing else inline. */
export const EMBED_STYLE_HASH = `'sha256-${createHash("sha256").update(EMBED_STYLE).digest("base64")}'`;

function Line({ service, now }: { service: HelplineService; now: Date }) {
  const status = statusText(openStatus(service.hours, service.timeZone, now), service.timeZone);
  const stale = checkAge(service.checkedAt, now) === "overdue";
  return (
    <li className="line">
      <h2>{service.name}</h2>
      <p className="note">{service.description}</p>
      {status ? (
        <p className="status">
          <b>{status.label}</b> {status.open ? status.detail : `${status.detail}.`}
        </p>
      ) : null}
      <ul className="ways">
        {service.methods.map((method, index) => (
          <li key={`${method.kind}-${method.value}-${index}`}>
            <a
              href={methodHref(method)}
              {...(method.kind === "chat" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {methodLabel(method)}
            </a>
          </li>
        ))}
      </ul>
      {service.methods.some((method) => method.note) ? (
        <ul className="note">
          {service.methods
            .filter((method) => method.note)
            .map((method, index) => (
              <li key={index}>
                {methodLabel(method)}: {method.note}
              </li>
            ))}
        </ul>
      ) : null}
      <p className="meta">
        Hours: {service.hoursText}. Languages:{" "}
        {service.languages.length ? listInWords(service.languages) : "not stated"}. For:{" "}
        {listInWords(service.audiences.map((audience) => AUDIENCE_LABELS[audience]))}. Cost:{" "}
        {service.cost ?? "not stated on the page we checked"}.
      </p>
      <p className="meta">
        {stale ? "Not re-checked since" : "Checked"} {formatDate(service.checkedAt)} against{" "}
        <a href={service.checkedAgainst} target="_blank" rel="noopener noreferrer">
          {hostOf(service.checkedAgainst)}
        </a>
        {checkCaveat(service)}.
      </p>
    </li>
  );
}

function Embed({
  country,
  now,
  pageUrl,
}: {
  country: HelplineCountry;
  now: Date;
  pageUrl: string;
}) {
  const where = countryInSentence(country);
  const { numbers, note } = country.emergency;
  return (
    <main>
      <h1>Crisis lines in {where}</h1>
      <p className="danger">
        In immediate danger, call{" "}
        {numbers.map((number, index) => (
          <span key={number}>
            {index > 0 ? " or " : ""}
            <a href={callHref(number)}>{number}</a>
          </span>
        ))}
        .{note ? ` ${note}` : ""}
      </p>
      {country.services.length ? (
        <ul>
          {country.services.map((service) => (
            <Line key={service.id} service={service} now={now} />
          ))}
        </ul>
      ) : (
        <p>
          We have not yet checked a crisis line in {where} against its own page.{" "}
          <a href={FIND_A_HELPLINE_URL} target="_blank" rel="noopener noreferrer">
            Find A Helpline
          </a>{" "}
          lists lines there.
        </p>
      )}
      <p className="foot">
        Lines listed by{" "}
        <a href={pageUrl} target="_blank" rel="noopener noreferrer">
          {SITE_NAME}
        </a>
        ; each shows the page it was last checked against. Another country:{" "}
        <a href={FIND_A_HELPLINE_URL} target="_blank" rel="noopener noreferrer">
          findahelpline.com
        </a>
        .
      </p>
    </main>
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${EMBED_STYLE}</style></head><body>${body}</body></html>`;
}

/** The embed of `country` at `now`; `siteUrl` is the public origin its links point to. */
export function renderEmbed(country: HelplineCountry, now: Date, siteUrl: string): string {
  const pageUrl = `${siteUrl}/get-help/${country.code}`;
  const body = renderToStaticMarkup(<Embed country={country} now={now} pageUrl={pageUrl} />);
  const title = renderToStaticMarkup(
    <>{`Crisis lines in ${countryInSentence(country)} | ${SITE_NAME}`}</>,
  );
  return page(title, body);
}

/** For a code the registry does not hold: still a useful page inside someone else's site. */
export function renderUnknownEmbed(): string {
  const body = renderToStaticMarkup(
    <main>
      <h1>We don&rsquo;t list that country</h1>
      <p>
        In danger, call your local emergency number now.{" "}
        <a href={FIND_A_HELPLINE_URL} target="_blank" rel="noopener noreferrer">
          Find A Helpline
        </a>{" "}
        lists crisis lines in many countries.
      </p>
    </main>,
  );
  return page(`Country not found | ${SITE_NAME}`, body);
}
