/**
 * Whether a search is about suicide, self-harm, overdose, abuse or wanting to die, in the words
 * people type when they are struggling (misspellings and "I want to…" forms included). A match
 * puts "Get help now" above the results; a false alarm costs little, a miss costs much more.
 */

/** Words that count in any form beginning so: "suicid" covers suicide, suicidal, suicides. */
const STEMS = [
  "suicid",
  "sucid",
  "suicd",
  "suisid",
  "suiscid",
  "selfharm",
  "selfinjur",
  "overdos",
  "abus",
  "molest",
];

/** Whole words or phrases, matched as words (so "od" is not found inside "good"). */
const PHRASES = [
  // Wanting to die, in the words people use.
  "kill myself",
  "kill my self",
  "killing myself",
  "killing my self",
  "kms",
  "end my life",
  "end it all",
  "ending it all",
  "end it",
  "take my own life",
  "take my life",
  "want to die",
  "wanna die",
  "want to be dead",
  "wish i was dead",
  "wish i were dead",
  "better off dead",
  "dont want to live",
  "dont want to be alive",
  "dont want to be here",
  "no reason to live",
  "not worth living",
  "want to disappear",
  "hang myself",
  "hanging myself",
  // Self-harm.
  "self harm",
  "self harming",
  "self injury",
  "hurt myself",
  "hurting myself",
  "harm myself",
  "cut myself",
  "cutting myself",
  "cutting",
  "burn myself",
  // Overdose.
  "od",
  "od ing",
  "took too many pills",
  "too many pills",
  // Abuse and violence.
  "being hit",
  "hits me",
  "hitting me",
  "beats me",
  "beating me",
  "hurts me",
  "being abused",
  "domestic violence",
  "rape",
  "raped",
  "sexual assault",
  "sexually assaulted",
];

/** Lowercase, apostrophes dropped (don't → dont), everything else not a letter or digit a space. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const PHRASE_SET = PHRASES.map((phrase) => ` ${normalize(phrase)} `);

export function isCrisisQuery(query: string): boolean {
  const words = normalize(query);
  if (!words) return false;
  const padded = ` ${words} `;
  if (PHRASE_SET.some((phrase) => padded.includes(phrase))) return true;
  // "self-harm", "selfharm" and "self harm" all become one word to test the stems.
  const joined = words.replace(/ /g, "");
  if (["killmyself", "selfharm", "endmylife", "wanttodie"].some((word) => joined.includes(word)))
    return true;
  return words.split(" ").some((word) => STEMS.some((stem) => word.startsWith(stem)));
}
