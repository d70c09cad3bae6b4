import { describe, expect, it } from "vitest";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { ayudaBusqueda } from "./ayuda-busqueda.server";
import { inSpanish } from "./lineas";

describe("ayudaBusqueda", () => {
  it("lists the default country's routes that answer in Spanish, in the registry's order", () => {
    const country = findCountry(activeRegistry(), DEFAULT_COUNTRY_CODE)!;
    const spanish = country.services.flatMap((service) => service.methods.filter(inSpanish));
    const ayuda = ayudaBusqueda()!;
    expect(ayuda.country).toBe("Estados Unidos");
    expect(ayuda.routes).toHaveLength(spanish.length);
    expect(ayuda.routes.length).toBeGreaterThan(0);
    for (const route of ayuda.routes) expect(route.href).toMatch(/^(tel:|sms:|https:)/);
    expect(ayuda.routes.every((route) => /^(Llama|Envía|Chatea)/.test(route.label))).toBe(true);
    expect(ayuda.countryPage).toBe("/es/ayuda/us");
    expect(ayuda.emergency.map((emergency) => emergency.number)).toEqual(country.emergency.numbers);
  });
});
