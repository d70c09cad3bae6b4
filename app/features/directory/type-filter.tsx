import { FilterChips } from "~/components/ui/filter-chip";
import { RESOURCE_TYPE_LABELS, type KnownType } from "./resource-view";

/** Filter by type, kept in the URL (`?type=book`) so it works without JavaScript and Back works. */
export function TypeFilter({ path, current }: { path: string; current: KnownType | null }) {
  const options: Array<{ type: KnownType | null; label: string }> = [
    { type: null, label: "All types" },
    ...(Object.keys(RESOURCE_TYPE_LABELS) as KnownType[]).map((type) => ({
      type,
      label: RESOURCE_TYPE_LABELS[type].plural,
    })),
  ];
  return (
    <FilterChips
      label="Filter by type"
      chips={options.map((option) => ({
        key: option.label,
        label: option.label,
        href: option.type ? `${path}?type=${option.type}` : path,
        selected: option.type === current,
        current: "true",
        preventScrollReset: true,
      }))}
    />
  );
}
