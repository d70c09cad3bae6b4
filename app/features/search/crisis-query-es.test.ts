import { describe, expect, it } from "vitest";
import { isCrisisQueryEs, normalizeEs } from "./crisis-query-es";

describe("isCrisisQueryEs", () => {
  it.each([
    // The four the Spanish search must always answer with help.
    "suicidio",
    "quiero morir",
    "hacerme daño",
    "ayuda",
    // Case and accents do not matter.
    "SUICIDIO",
    "Suicidio",
    "hacerme dano",
    "HACERME DAÑO",
    "¿Quiero morir?",
    "¡ayúdame!",
    "ayudame por favor",
    "necesito ayuda",
    // Other forms and the words people use.
    "pensamientos suicidas",
    "suicidarme",
    "sucidio",
    "me quiero morir",
    "ganas de morirme",
    "quiero matarme",
    "me quiero matar",
    "no quiero vivir",
    "ya no quiero vivir más",
    "quitarme la vida",
    "estaría mejor muerta",
    "autolesión",
    "autolesiones",
    "AUTOLESION",
    "me corto",
    "tomé muchas pastillas",
    "sobredosis",
    "crisis",
    "crisis de ansiedad",
    "mi pareja me pega",
    "violencia doméstica",
    "abuso sexual",
    "maltrato",
  ])("recognizes “%s”", (query) => {
    expect(isCrisisQueryEs(query)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "ansiedad",
    "depresión",
    "dormir mejor",
    "estrés en el trabajo",
    // Whole words only: someone who helps, or how to help, is not a call for help.
    "ayudante",
    "ayudantes de cocina",
    "cómo ayudar a un amigo",
    // Words that only contain a crisis word.
    "crisisx",
    "morirse de risa",
    "la muerte de un ser querido",
  ])("does not alarm on “%s”", (query) => {
    expect(isCrisisQueryEs(query)).toBe(false);
  });
});

describe("normalizeEs", () => {
  it("drops case, accents, the tilde and punctuation", () => {
    expect(normalizeEs("¿Hacerme DAÑO? Autolesión…")).toBe("hacerme dano autolesion");
  });
});
