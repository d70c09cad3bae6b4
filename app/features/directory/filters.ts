import {
  AUDIENCE_LABELS,
  AUDIENCES,
  COST_LABELS,
  COSTS,
  isResourceType,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  type Audience,
  type Cost,
  type ResourceType,
} from "~/content/resource-terms";

/**
 * Filtering a list of resources by type, cost and audience, kept in the query string
 * (`?type=book&cost=free&audience=teens`) so every choice is a plain link: it works without
 * JavaScript, can be bookmarked and shared, and Back undoes it.
 */
export interface FilterSelection {
  type: ResourceType | null;
  cost: Cost | null;
  audience: Audience | null;
}

export type FilterKey = keyof FilterSelection;

/** The order of the groups on the page and of the parameters in every link. */
export const FILTER_KEYS = ["type", "cost", "audience"] as const satisfies readonly FilterKey[];

export interface Filterable {
  type: string;
  cost: Cost;
  audience: readonly Audience[];
}

const GROUPS: Record<
  FilterKey,
  {
    label: string;
    navLabel: string;
    all: string;
    values: readonly string[];
    name: (value: string) => string;
  }
> = {
  type: {
    label: "Type",
    navLabel: "Filter by type",
    all: "All types",
    values: RESOURCE_TYPES,
    name: (value) => RESOURCE_TYPE_LABELS[value as ResourceType].plural,
  },
  cost: {
    label: "Cost",
    navLabel: "Filter by cost",
    all: "Any cost",
    values: COSTS,
    name: (value) => COST_LABELS[value as Cost],
  },
  audience: {
    label: "For",
    navLabel: "Filter by audience",
    all: "Everyone",
    values: AUDIENCES,
    name: (value) => AUDIENCE_LABELS[value as Audience],
  },
};

function isCost(value: string): value is Cost {
  return (COSTS as readonly string[]).includes(value);
}

function isAudience(value: string): value is Audience {
  return (AUDIENCES as readonly string[]).includes(value);
}

/** Reads the selection from a query string; unknown or repeated values are ignored, not errors. */
export function readSelection(params: URLSearchParams): FilterSelection {
  const type = params.get("type");
  const cost = params.get("cost");
  const audience = params.get("audience");
  return {
    type: type && isResourceType(type) ? type : null,
    cost: cost && isCost(cost) ? cost : null,
    audience: audience && isAudience(audience) ? audience : null,
  };
}

function matches(item: Filterable, key: FilterKey, value: string | null): boolean {
  if (value === null) return true;
  if (key === "type") return item.type === value;
  if (key === "cost") return item.cost === value;
  return (item.audience as readonly string[]).includes(value);
}

/** The items that pass every chosen filter, except the one named in `except`. */
export function applySelection<T extends Filterable>(
  items: readonly T[],
  selection: FilterSelection,
  except?: FilterKey,
): T[] {
  return items.filter((item) =>
    FILTER_KEYS.every((key) => key === except || matches(item, key, selection[key])),
  );
}

/**
 * The link for a selection: `path` plus the parameters to keep (such as `q`), then the filters
 * in a fixed order, so the same choice always has the same address.
 */
export function selectionHref(
  path: string,
  selection: FilterSelection,
  keep: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value) params.set(name, value);
  for (const key of FILTER_KEYS) {
    const value = selection[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export interface FilterOption {
  /** null is the group's "all" choice. */
  value: string | null;
  label: string;
  /** How many items this choice would show, with the other groups' choices kept. */
  count: number;
  href: string;
  selected: boolean;
  /** A choice that would show nothing is not offered as a link. */
  disabled: boolean;
}

export interface FilterGroup {
  key: FilterKey;
  label: string;
  /** The accessible name of the group's navigation. */
  navLabel: string;
  options: FilterOption[];
}

/**
 * The three groups of choices for `items` under `selection`. Each count is what the list would
 * hold after choosing that option while keeping the other groups' choices (faceted counts).
 */
export function buildFilterGroups(
  items: readonly Filterable[],
  selection: FilterSelection,
  path: string,
  keep: Record<string, string> = {},
): FilterGroup[] {
  return FILTER_KEYS.map((key) => {
    const group = GROUPS[key];
    const pool = applySelection(items, selection, key);
    const option = (value: string | null, label: string): FilterOption => {
      const count = pool.filter((item) => matches(item, key, value)).length;
      const selected = selection[key] === value;
      return {
        value,
        label,
        count,
        href: selectionHref(path, { ...selection, [key]: value }, keep),
        selected,
        disabled: count === 0 && !selected,
      };
    };
    return {
      key,
      label: group.label,
      navLabel: group.navLabel,
      options: [
        option(null, group.all),
        ...group.values.map((value) => option(value, group.name(value))),
      ],
    };
  });
}

/** True when any filter is chosen. */
export function hasSelection(selection: FilterSelection): boolean {
  return FILTER_KEYS.some((key) => selection[key] !== null);
}
