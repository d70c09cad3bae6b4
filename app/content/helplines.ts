import type { Country } from "./helplines.schema";

/**
 * Crisis lines by country. Every number, text code and hours line here was checked against the
 * page named in `source` on the date in `lastChecked`; what could not be checked is left out
 * (and a visitor from a country we do not list is pointed to Find A Helpline). How to add or
 * re-check an entry: docs/decisions/016-helpline-data.md.
 */

/** Everywhere else: the international directory the site points to. */
export const FIND_A_HELPLINE_URL = "https://findahelpline.com";

const CHECKED = "2026-11-23";

export const HELPLINE_DATA: readonly Country[] = [
  {
    code: "us",
    name: "United States",
    inSentence: "the United States",
    emergency: {
      numbers: ["911"],
      source: "https://www.co.pine.mn.us/departments/sheriff/calling_9-1-1.php",
      lastChecked: CHECKED,
    },
    services: [
      {
        id: "988-lifeline",
        name: "988 Suicide & Crisis Lifeline",
        forWhom:
          "Anyone having thoughts of suicide, a mental health or substance use crisis, or any other emotional distress, and anyone worried about someone else.",
        contacts: [
          { kind: "call", number: "988" },
          { kind: "text", number: "988" },
        ],
        hours: "24 hours a day, 7 days a week",
        languages: ["English", "Spanish (press 2 when you call, or text AYUDA to 988)"],
        source: "https://988lifeline.org/get-help/what-to-expect",
        alsoChecked: [
          "https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline",
        ],
        lastChecked: CHECKED,
      },
      {
        id: "veterans-crisis-line",
        name: "Veterans Crisis Line",
        forWhom:
          "Veterans, service members (including the National Guard and Reserves) and the people who care about them. You do not need to be enrolled in VA benefits or care.",
        contacts: [
          { kind: "call", number: "988", then: "then press 1" },
          { kind: "text", number: "838255" },
        ],
        hours: "24 hours a day, 7 days a week",
        source: "http://veteranscrisisline.net/About/VeteranSuicide.aspx",
        lastChecked: CHECKED,
      },
      {
        id: "domestic-violence-hotline",
        name: "National Domestic Violence Hotline",
        forWhom:
          "Anyone experiencing abuse in a relationship, and friends and family who are worried about them.",
        contacts: [
          { kind: "call", number: "1-800-799-7233" },
          { kind: "text", number: "88788", keyword: "START" },
        ],
        hours: "24 hours a day, 7 days a week",
        source:
          "https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts",
        lastChecked: CHECKED,
      },
      {
        id: "rainn",
        name: "RAINN National Sexual Assault Hotline",
        forWhom: "Survivors of sexual assault and abuse, and the people who support them.",
        contacts: [{ kind: "call", number: "1-800-656-4673" }],
        source: "https://rainn.org/get-help/national-sexual-assault-hotline",
        lastChecked: CHECKED,
      },
      {
        id: "samhsa-helpline",
        name: "SAMHSA National Helpline",
        forWhom:
          "People and families facing mental health or substance use problems who want information and referrals to treatment near them. It is a referral line, not counseling.",
        contacts: [{ kind: "call", number: "1-800-662-4357" }],
        hours: "24 hours a day, 365 days a year",
        languages: ["English", "Spanish"],
        source: "https://www.samhsa.gov/find-help/national-helpline",
        lastChecked: CHECKED,
      },
    ],
  },
  {
    code: "ca",
    name: "Canada",
    emergency: {
      numbers: ["911"],
      source: "https://mentalhealthcommission.ca/catalyst/988-launches-in-canada/",
      lastChecked: CHECKED,
    },
    services: [
      {
        id: "988-canada",
        name: "9-8-8: Suicide Crisis Helpline",
        forWhom: "Anyone in Canada who is thinking about suicide, or worried about someone who is.",
        contacts: [
          { kind: "call", number: "988" },
          { kind: "text", number: "988" },
        ],
        hours: "24 hours a day, 7 days a week",
        languages: ["English", "French"],
        source:
          "https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html",
        lastChecked: CHECKED,
      },
      {
        id: "kids-help-phone",
        name: "Kids Help Phone",
        forWhom: "Young people anywhere in Canada, about anything on their mind, big or small.",
        contacts: [{ kind: "text", number: "686868", keyword: "CONNECT" }],
        hours: "24 hours a day, 7 days a week",
        source: "https://kidshelpphone.ca/text-about-it/",
        lastChecked: CHECKED,
      },
    ],
  },
  {
    code: "gb",
    name: "United Kingdom",
    inSentence: "the United Kingdom",
    emergency: {
      numbers: ["999"],
      source: "http://www.dorset.police.uk/Default.aspx?page=728",
      lastChecked: CHECKED,
    },
    services: [
      {
        id: "samaritans-uk",
        name: "Samaritans",
        forWhom: "Anyone who is struggling to cope. You do not have to be suicidal to call.",
        contacts: [{ kind: "call", number: "116 123" }],
        hours: "24 hours a day, every day of the year; free from landlines and mobiles",
        source: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
        alsoChecked: [
          "https://samaritans.org/branches/coventry/coventry-branch-news/coventry-samaritans-will-be-open-usual-over-christmas",
        ],
        lastChecked: CHECKED,
      },
    ],
  },
  {
    code: "ie",
    name: "Ireland",
    emergency: {
      numbers: ["112", "999"],
      source: "https://www2.hse.ie/emergencies/when-to-call-112-or-999/",
      lastChecked: CHECKED,
    },
    services: [],
  },
  {
    code: "au",
    name: "Australia",
    emergency: {
      numbers: ["000"],
      source: "https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/",
      lastChecked: CHECKED,
    },
    services: [
      {
        id: "lifeline-australia",
        name: "Lifeline",
        forWhom: "Anyone in Australia who is in crisis or finding it hard to cope.",
        contacts: [{ kind: "call", number: "13 11 14" }],
        hours: "24 hours a day; free from mobiles, the cost of a local call from landlines",
        source: "https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/",
        lastChecked: CHECKED,
      },
    ],
  },
  {
    code: "nz",
    name: "New Zealand",
    emergency: {
      numbers: ["111"],
      source: "https://www.police.govt.nz/contact-us/calling-emergency-111",
      lastChecked: CHECKED,
    },
    services: [
      {
        id: "1737",
        name: "1737, Need to talk?",
        forWhom: "Anyone who needs to talk with a trained counselor, about anything.",
        contacts: [
          { kind: "call", number: "1737" },
          { kind: "text", number: "1737" },
        ],
        hours: "Any time, day or night; free",
        source:
          "https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy",
        lastChecked: CHECKED,
      },
    ],
  },
  {
    code: "za",
    name: "South Africa",
    emergency: {
      numbers: ["10111"],
      note: "police",
      source: "https://www.saps.gov.za/services/cc_10111.php",
      lastChecked: CHECKED,
    },
    services: [],
  },
];
