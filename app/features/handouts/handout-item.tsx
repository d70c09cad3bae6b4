/** One resource on a handout, as /list's loader describes it (app/routes/site/list.server.ts). */
export interface HandoutItemData {
  id: string;
  title: string;
  author: string | null;
  type: string;
  cost: string;
  time: string;
  address: string;
  qrSvg: string;
}

/** The address as people read and type it: no scheme, no trailing slash. */
export function shortAddress(address: string): string {
  return address.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
}

/**
 * A resource on a handout: its QR code (SVG from the server, drawn from our own catalogue's
 * address, never from the visitor's input), title, facts and printed address.
 */
export function HandoutItemView({ item }: { item: HandoutItemData }) {
  return (
    <li className="flex gap-3 rounded-xl border border-line bg-surface p-3 print:break-inside-avoid print:gap-2 print:rounded-none print:border-0 print:p-0">
      <div
        role="img"
        aria-label={`QR code for ${shortAddress(item.address)}`}
        className="h-24 w-24 shrink-0 bg-white print:h-[2.1cm] print:w-[2.1cm] [&_svg]:h-full [&_svg]:w-full"
        dangerouslySetInnerHTML={{ __html: item.qrSvg }}
      />
      <div className="min-w-0">
        <h2 className="font-semibold leading-snug">{item.title}</h2>
        {item.author ? (
          <p className="text-sm text-ink-muted print:text-[8.5pt]">by {item.author}</p>
        ) : null}
        <p className="text-sm print:text-[8.5pt]">
          {item.type} · {item.cost} · {item.time}
        </p>
        <p className="text-sm break-all print:text-[8pt]">
          <a href={item.address} data-print-url="none">
            {shortAddress(item.address)}
          </a>
        </p>
      </div>
    </li>
  );
}

/** What the address named that the list leaves out, and why, so nobody wonders where it went. */
export function SkippedNote({ unknown, notIds }: { unknown: string[]; notIds: string[] }) {
  if (unknown.length === 0 && notIds.length === 0) return null;
  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50 print:hidden">
      {unknown.length > 0 ? (
        <p>
          {unknown.length === 1
            ? "One resource in this link could not be found and is left out"
            : `${unknown.length} resources in this link could not be found and are left out`}
          : {unknown.join(", ")}. A resource may have been taken off the site, or the link may have
          been copied only in part.
        </p>
      ) : null}
      {notIds.length > 0 ? (
        <p className={unknown.length > 0 ? "mt-2" : undefined}>
          Some parts of this link are not resource names and were ignored:{" "}
          {notIds.map((piece) => `“${piece}”`).join(", ")}.
        </p>
      ) : null}
    </div>
  );
}
