/**
 * Finding a suggestion the catalogue or an earlier suggestion already has: the same address once
 * normalised, or the same title once normalised.
 */

/** Ports a scheme uses when none is written; the scheme itself is ignored. */
const DEFAULT_PORTS = new Set(["", "80", "443"]);

/**
 * A web address reduced to what names the page: host in lower case without `www.`, no scheme,
 * no default port, no trailing slash, no fragment, no `utm_*` tracking parameters. Null for
 * anything that is not an http(s) address.
 */
export function normalizeUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const port = DEFAULT_PORTS.has(url.port) ? "" : `:${url.port}`;
  const path = url.pathname.replace(/\/+$/, "");
  const params = [...url.searchParams].filter(([name]) => !/^utm_/i.test(name));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : "";
  return `${host}${port}${path}${query}`;
}

/** A title in lower case, without accents, punctuation or extra spaces. */
export function normalizeTitle(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export type DuplicateOf = { kind: "resource" | "submission"; id: string | number } | null;

interface Candidate {
  url?: string | null;
  title: string;
}

/** Earlier first: by the time sent, then by id. */
function byArrival(
  a: { id: number; submittedAt?: Date },
  b: { id: number; submittedAt?: Date },
): number {
  const time = (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0);
  return time !== 0 ? time : a.id - b.id;
}

/**
 * For each submission, the catalogue entry it repeats (first), else the earliest earlier
 * submission it repeats, else null. `submissions` are every submission;
 * a submission never counts as a duplicate of the entry that was published from it.
 */
export function findDuplicates(
  submissions: ReadonlyArray<
    Candidate & { id: number; submittedAt?: Date; publishedResourceId?: string | null }
  >,
  resources: ReadonlyArray<Candidate & { id: string }>,
): Map<number, DuplicateOf> {
  const keys = (item: Candidate) =>
    [item.url ? normalizeUrl(item.url) : null, normalizeTitle(item.title) || null].filter(
      (key): key is string => key !== null,
    );
  const byKey = new Map<string, string[]>();
  for (const resource of resources) {
    for (const key of keys(resource)) byKey.set(key, [...(byKey.get(key) ?? []), resource.id]);
  }
  const earlier = new Map<string, number>();
  const found = new Map<number, DuplicateOf>();
  for (const submission of [...submissions].sort(byArrival)) {
    const own = keys(submission);
    const resource = own
      .flatMap((key) => byKey.get(key) ?? [])
      .find((id) => id !== submission.publishedResourceId);
    const first = own.map((key) => earlier.get(key)).find((id) => id !== undefined);
    found.set(
      submission.id,
      resource
        ? { kind: "resource", id: resource }
        : first !== undefined
          ? { kind: "submission", id: first }
          : null,
    );
    for (const key of own) if (!earlier.has(key)) earlier.set(key, submission.id);
  }
  return found;
}
