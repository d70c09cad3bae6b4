/**
 * What the browser tests expect of the crisis lines: the registry as the e2e server seeds it
 * (app/content/helpline-seed.ts), read through the registry's own module, so a test checks what
 * a visitor sees without writing a number by hand.
 */
import { callHref, crisisLinePlaces, textHref } from "../../app/domain/helplines/dial";
import {
  crisisLineOf,
  findCountry,
  methodHref,
  methodLabel,
  methodLabelWithNote,
} from "../../app/domain/helplines/links";
import { buildRegistry, seedRows } from "../../app/domain/helplines/registry.server";

export const SEEDED = buildRegistry(seedRows());

/** The line every page names (the US main line, shared with Canada). */
export const CRISIS_LINE = crisisLineOf(SEEDED)!;

export function country(code: string) {
  const found = findCountry(SEEDED, code);
  if (!found) throw new Error(`no country ${code} in the seed`);
  return found;
}

export function service(id: string) {
  const found = SEEDED.countries.flatMap((c) => c.services).find((s) => s.id === id);
  if (!found) throw new Error(`no service ${id} in the seed`);
  return found;
}

export { callHref, crisisLinePlaces, methodHref, methodLabel, methodLabelWithNote, textHref };
