import { getResourceById } from "~/features/directory/catalogue.server";
import { costLabel, typeLabel } from "~/features/directory/resource-view";
import type { HandoutItemData } from "~/features/handouts/handout-item";
import { countryByCode, countryChoices } from "~/features/help/helplines.server";
import { DEFAULT_COUNTRY_CODE } from "~/domain/helplines/links";
import type { HelplineCountry } from "~/domain/helplines/types";
import { handoutTitle, MAX_LIST_IDS, parseListIds } from "~/domain/handout-list";
import { qrCodeSvg } from "~/lib/qr-code.server";

export type Handout =
  | { ok: false; count: number; limit: number }
  | {
      ok: true;
      title: string;
      items: HandoutItemData[];
      /** Well-formed ids that no resource has (removed, or mistyped). */
      unknown: string[];
      /** Parts of the address that cannot be ids. */
      notIds: string[];
      /** The chosen country's lines, else the default country's (`chosen` false). */
      country: HelplineCountry;
      chosen: boolean;
      /** The country chooser's options. */
      countries: Array<{ code: string; name: string }>;
    };

/** Reads a /list address into the handout it describes; the caller answers 400 when not ok. */
export async function readHandout(url: URL, siteUrl: string): Promise<Handout> {
  const parsed = parseListIds(url.searchParams.get("ids"));
  if (!parsed.ok) return { ok: false, count: parsed.count, limit: MAX_LIST_IDS };
  const unknown: string[] = [];
  const found = parsed.ids.flatMap((id) => {
    const resource = getResourceById(id);
    if (!resource) unknown.push(id);
    return resource ? [resource] : [];
  });
  const items = await Promise.all(
    found.map(async (resource): Promise<HandoutItemData> => {
      const address = resource.url ?? `${siteUrl}/resource/${resource.id}`;
      return {
        id: resource.id,
        title: resource.title,
        author: resource.author ?? null,
        type: typeLabel(resource.type),
        cost: costLabel(resource.cost),
        time: resource.length,
        address,
        qrSvg: await qrCodeSvg(address),
      };
    }),
  );
  const code = url.searchParams.get("country")?.trim().toLowerCase() ?? "";
  const chosen = code ? countryByCode(code) : undefined;
  return {
    ok: true,
    title: handoutTitle(url.searchParams.get("title")),
    items,
    unknown,
    notIds: parsed.notIds,
    country: chosen ?? countryByCode(DEFAULT_COUNTRY_CODE)!,
    chosen: Boolean(chosen),
    countries: countryChoices(),
  };
}
