import type { SeedCountry } from "./helpline-seed.schema";

/**
 * The crisis lines the registry is seeded from (CONTRACT.md "Crisis lines the curator keeps
 * true"). Every number, text keyword, hour and cost here was read on the page named in the
 * service's `checks`: the service's own site or its operator's, or an official government page
 * that announces or runs the service (and, for emergency numbers, an official page); what could
 * not be read there is left out and listed in docs/helpline-sources.md, with every page used. Each country's first service is its main line (the crisis bar shows it). A country
 * with no services yet has a checked emergency number only; its page points to Find A Helpline.
 */

/** The day these entries were checked (stored copies of the pages; see the doc). */
const ON = "2026-11-26";

/** The EU's own page for 112, the emergency number in every EU member state. */
const EU_112 = {
  numbers: ["112"],
  note: "Free from any phone; reaches ambulance, police or fire services.",
  source:
    "https://digital-strategy.ec.europa.eu/en/news/112-day-saving-lives-quickly-and-easily-reaching-emergency-services-anywhere-eu",
  checks: [
    {
      on: ON,
      sourceUrl:
        "https://digital-strategy.ec.europa.eu/en/news/112-day-saving-lives-quickly-and-easily-reaching-emergency-services-anywhere-eu",
      note: "European Commission: 112 is the free, Europe-wide number that reaches local medical, police or fire services in any EU country.",
    },
  ],
};

export const HELPLINE_SEED: readonly SeedCountry[] = [
  {
    code: "us",
    name: "United States",
    inSentence: "the United States",
    timeZone: "America/New_York",
    emergency: {
      numbers: ["911"],
      note: "Police, fire and ambulance.",
      source: "https://docs.fcc.gov/public/attachments/DOC-237653A2.txt",
      checks: [
        {
          on: ON,
          sourceUrl: "https://docs.fcc.gov/public/attachments/DOC-237653A2.txt",
          note: "FCC consumer fact sheet on calling 911 from a wireless phone (an old E911-era sheet; 911 itself is unchanged). Replaces the county sheriff's page the content review flagged.",
        },
      ],
    },
    services: [
      {
        id: "988-lifeline",
        name: "988 Suicide & Crisis Lifeline",
        description:
          "Free, confidential support from a trained crisis counselor for anyone having thoughts of suicide, a mental health or substance use crisis, or any other emotional distress, and for anyone worried about someone else.",
        domains: ["988lifeline.org", "samhsa.gov"],
        methods: [
          {
            kind: "call",
            value: "988",
            note: "Press 1 for the Veterans Crisis Line, 2 for Spanish",
            languages: ["en", "es"],
          },
          { kind: "text", value: "988" },
          {
            kind: "text",
            value: "988",
            keyword: "AYUDA",
            note: "To text in Spanish",
            languages: ["es"],
          },
          { kind: "chat", value: "https://988lifeline.org/", note: "Choose Chat on the site" },
          {
            kind: "call",
            value: "1-800-273-8255",
            note: "From a videophone, to sign with a counselor in ASL (Deaf and hard-of-hearing callers)",
          },
        ],
        hours: { kind: "always" },
        timeZone: "America/New_York",
        languages: ["English", "Spanish", "American Sign Language"],
        audiences: ["everyone"],
        cost: "Free",
        source: "https://988lifeline.org/current-events/the-lifeline-and-988/",
        checks: [
          {
            on: ON,
            sourceUrl: "https://988lifeline.org/current-events/the-lifeline-and-988/",
            note: "Call, text or chat; free and confidential; 24 hours a day, seven days a week; press 1 for veterans, 2 for Spanish; more than 240 languages through interpreters on calls; 1-800-273-8255 still works. The page still mentions a 'press 3' LGBTQI+ option, which ended on 17 July 2025: not listed.",
          },
          {
            on: ON,
            sourceUrl: "https://988lifeline.org/get-help/what-to-expect",
            note: "Call options press 1 (Veterans) and press 2 (Spanish); text AYUDA for Spanish; chat opens from the 'Chat' button on the site.",
          },
          {
            on: ON,
            sourceUrl: "https://988lifeline.org/terms-of-service",
            note: "The terms cover the 988 Lifeline's text, phone, chat and videophone services.",
          },
          {
            on: "2026-11-28",
            sourceUrl: "https://988lifeline.org/get-help/what-to-expect",
            note: "Routes in Spanish, re-read: a call's first message offers 'Spanish-language (Press 2)'; a text to 988 offers 'our Spanish-language (text AYUDA)'; the page's banner reads '¡Los servicios de texto y chat de 988 Lifeline ya están disponibles en Español!'. The Lifeline's Spanish pages (988lifeline.org/es, 988lineadevida.org) were not available to read, nor any address for chat in Spanish, so the chat is not marked as Spanish: re-check there.",
          },
          {
            on: ON,
            sourceUrl:
              "https://www.samhsa.gov/newsroom/press-announcements/20230908/988-suicide-crisis-lifeline-adds-american-sign-language-services-deaf-hard-of-hearing-callers",
            note: "SAMHSA (which funds 988), September 2023: ASL counselors by videophone through 1-800-273-8255 or the site's 'ASL Now' button; dialing 988 itself from a videophone was due 'in the coming weeks'. No page seen confirms that direct dialing, so only 1-800-273-8255 is listed for videophones: re-check.",
          },
        ],
      },
      {
        id: "veterans-crisis-line",
        name: "Veterans Crisis Line",
        description:
          "Free, confidential crisis support for veterans, service members (including the National Guard and Reserves) and the people who care about them, whether or not they use VA benefits or health care.",
        domains: ["veteranscrisisline.net", "va.gov"],
        methods: [
          { kind: "call", value: "988", note: "Then press 1" },
          { kind: "text", value: "838255" },
          { kind: "chat", value: "https://veteranscrisisline.net/Chat" },
        ],
        hours: { kind: "always" },
        timeZone: "America/New_York",
        languages: [],
        audiences: ["veterans"],
        cost: "Free",
        source:
          "https://www.va.gov/asheville-health-care/news-releases/confidential-crises-help-for-veterans-and-their-families/",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.va.gov/asheville-health-care/news-releases/confidential-crises-help-for-veterans-and-their-families/",
            note: "VA release (July 2022): dial 988 then press 1, chat at VeteransCrisisLine.net/Chat, or text 838255; free, confidential, 24 hours a day, 7 days a week, 365 days a year; no need to be enrolled in VA care. Veteranscrisisline.net's own 'About' page says the same but was stored only over http, the address the content review flagged.",
          },
        ],
      },
      {
        id: "samhsa-national-helpline",
        name: "SAMHSA's National Helpline",
        description:
          "Free, confidential information and referrals to treatment, support groups and community services for people and families facing mental health or substance use problems. It is a referral line, not counseling.",
        domains: ["samhsa.gov"],
        methods: [
          { kind: "call", value: "1-800-662-4357", languages: ["en", "es"] },
          { kind: "call", value: "1-800-487-4889", note: "TTY" },
          {
            kind: "text",
            value: "435748",
            note: "Send your ZIP code to find treatment near you (English only)",
          },
        ],
        hours: { kind: "always" },
        timeZone: "America/New_York",
        languages: ["English", "Spanish"],
        audiences: ["substance-use"],
        cost: "Free",
        source: "https://www.samhsa.gov/find-help/national-helpline",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.samhsa.gov/find-help/national-helpline",
            note: "Read through a stored proxy copy of this page: 1-800-662-HELP (4357), TTY 1-800-487-4889; free, confidential, 24/7, 365 days a year; English and Spanish; referrals, no counseling; text your ZIP code to 435748 (HELP4U), English only. The copy cites 2020 call figures, so it may be a few years old.",
          },
          {
            on: "2026-11-28",
            sourceUrl: "https://www.samhsa.gov/find-help/national-helpline",
            note: "Languages by route, re-read in the same stored copy: 'English and Spanish are available if you select the option to speak with a national representative'; the 435748 text service 'is only available in English'; the TTY line's languages are not stated. No Spanish-language page of the helpline was available to read.",
          },
        ],
      },
      {
        id: "rainn-hotline",
        name: "National Sexual Assault Hotline (RAINN)",
        description:
          "Confidential support from a trained staff member at a local sexual assault service provider, for survivors of sexual violence and the people who support them.",
        domains: ["rainn.org"],
        methods: [{ kind: "call", value: "1-800-656-4673", note: "Printed as 1.800.656.HOPE" }],
        hours: { kind: "always" },
        timeZone: "America/New_York",
        languages: [],
        audiences: ["sexual-violence"],
        source: "https://rainn.org/get-help/national-sexual-assault-hotline",
        checks: [
          {
            on: ON,
            sourceUrl: "https://rainn.org/get-help/national-sexual-assault-hotline",
            note: "1.800.656.HOPE (HOPE = 4673 on a keypad); 'at any given moment' more than 1,100 trained volunteers are on duty; calls go to the nearest RAINN member center and are anonymous and confidential. The online chat's address was not confirmed, so it is not listed.",
          },
        ],
      },
      {
        id: "crisis-text-line",
        name: "Crisis Text Line",
        description:
          "Confidential support by text message from a live, trained crisis counselor, for anyone in the United States who is in crisis.",
        domains: ["crisistextline.org"],
        methods: [
          { kind: "text", value: "741741" },
          {
            kind: "text",
            value: "741741",
            keyword: "AYUDA",
            note: "To text in Spanish",
            languages: ["es"],
          },
        ],
        hours: { kind: "always" },
        timeZone: "America/New_York",
        languages: [],
        audiences: ["everyone"],
        source: "https://www.crisistextline.org/faq",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.crisistextline.org/faq",
            note: "Crisis Text Line's FAQ (stored copy, undated): text 741741 when in crisis, available 24/7 in the United States; a live, trained Crisis Counselor responds; confidential. The FAQ names no first word to send (news and other charities print HOME), so no keyword is listed, and it says nothing about cost: re-check both on the live page.",
          },
          {
            on: "2026-11-28",
            sourceUrl:
              "https://crisistextline.org/blog/2021/10/15/hola-crisis-text-line-is-now-available-in-spanish",
            note: "Crisis Text Line's own announcement (15 October 2021, in English): to reach a Spanish-speaking volunteer Crisis Counselor, text AYUDA to 741741 or message 442-AYUDAME on WhatsApp; free, 24/7. Its 2023 press release (GlobeNewswire, 16 October 2023) repeats AYUDA to 741741; early news items printed HOLA, which the service's own pages do not. WhatsApp is not a route the registry records, so it is not listed. No Spanish-language page of crisistextline.org was available to read: re-check the keyword there.",
          },
        ],
      },
      {
        id: "national-domestic-violence-hotline",
        name: "National Domestic Violence Hotline",
        description:
          "A national hotline for anyone experiencing domestic violence, reached by phone, TTY or text message.",
        domains: ["thehotline.org", "ovc.ojp.gov", "justice.gov"],
        methods: [
          { kind: "call", value: "1-800-799-7233", note: "Printed as 1-800-799-SAFE" },
          { kind: "call", value: "1-800-787-3224", note: "TTY" },
          { kind: "text", value: "88788", keyword: "START" },
        ],
        hours: { kind: "always" },
        timeZone: "America/New_York",
        languages: [],
        audiences: ["domestic-abuse"],
        source:
          "https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts",
            note: "U.S. Department of Justice, Office for Victims of Crime (20 January 2022), on the OVC-supported hotline: open 24/7/365; call 800-799-SAFE (7233), TTY 800-787-3224, text START to 88788, or live chat. An official federal page announcing the service (allowed by the source rule of the second research pass); an earlier content review had flagged it when only the service's own site counted. Thehotline.org's stored pages printed no number. The chat address was not confirmed, so chat is not listed: re-check on thehotline.org.",
          },
          {
            on: ON,
            sourceUrl: "https://www.justice.gov/ovw/areas-focus",
            note: "U.S. Department of Justice, Office on Violence Against Women (undated): National Domestic Violence Hotline 1-800-799-SAFE (7233), TTY 1-800-787-3224. Agrees with the OVC page.",
          },
        ],
      },
    ],
  },
  {
    code: "ca",
    name: "Canada",
    timeZone: "America/Toronto",
    emergency: {
      numbers: ["911"],
      note: "Deaf, hard-of-hearing and speech-impaired people who register with their wireless provider can text with 9-1-1 after dialing it.",
      source:
        "https://www.canada.ca/en/radio-television-telecommunications/news/2016/12/crtc-supports-text-9-1-1-awareness.html",
      checks: [
        {
          on: ON,
          sourceUrl:
            "https://www.canada.ca/en/radio-television-telecommunications/news/2016/12/crtc-supports-text-9-1-1-awareness.html",
          note: "CRTC news release (2016): 9-1-1 and Text with 9-1-1 for registered deaf, hard-of-hearing and speech-impaired users, who first dial 9-1-1. Replaces the newswire source the content review flagged.",
        },
      ],
    },
    services: [
      {
        id: "988-canada",
        name: "9-8-8: Suicide Crisis Helpline",
        description:
          "Free support from a trained responder, by phone or text, for anyone in Canada who is thinking about suicide or is worried about someone who is.",
        domains: ["988.ca", "camh.ca"],
        methods: [
          { kind: "call", value: "988" },
          { kind: "text", value: "988" },
        ],
        hours: { kind: "always" },
        timeZone: "America/Toronto",
        languages: ["English", "French"],
        audiences: ["everyone"],
        cost: "Free",
        source: "https://camh.ca/fr/agent-du-changement/988",
        checks: [
          {
            on: ON,
            sourceUrl: "https://camh.ca/fr/agent-du-changement/988",
            note: "CAMH, which leads 9-8-8 (French page, written before the 30 November 2023 launch): call or text 9-8-8, free, in French and English, responders 24 hours a day, 7 days a week, all year. 988.ca itself was not in the stored pages.",
          },
          {
            on: ON,
            sourceUrl:
              "https://www.newswire.ca/fr/news-releases/deux-ans-plus-tard-la-ligne-d-aide-en-cas-de-crise-de-suicide-9-8-8-demeure-a-la-disposition-des-canadiennes-et-des-canadiens-lorsqu-ils-en-ont-le-plus-besoin-830856987.html",
            note: "CAMH's release of 28 November 2025 (distributed by newswire): 9-8-8 is still a free, confidential service open at all times; over 750,000 calls and texts answered. Confirms the launch page is still true.",
          },
        ],
      },
      {
        id: "kids-help-phone",
        name: "Kids Help Phone",
        description:
          "Free, confidential support by text for young people anywhere in Canada, about anything on their mind, big or small.",
        domains: ["kidshelpphone.ca"],
        methods: [{ kind: "text", value: "686868", keyword: "CONNECT" }],
        hours: { kind: "always" },
        timeZone: "America/Toronto",
        languages: ["English", "French"],
        audiences: ["young-people"],
        cost: "Free",
        source: "https://kidshelpphone.ca/text-about-it/",
        checks: [
          {
            on: ON,
            sourceUrl: "https://kidshelpphone.ca/text-about-it/",
            note: "Text CONNECT to 686868; free, confidential, across Canada 24/7; a volunteer crisis responder answers; no data plan needed; text STOP to end.",
          },
          {
            on: ON,
            sourceUrl: "https://kidshelpphone.ca/get-involved/about-us/who-is-kids-help-phone/",
            note: "Canada's only 24/7 national service offering bilingual (English and French) counselling and text support to young people. The phone number was not on a stored Kids Help Phone page, so calls are not listed yet.",
          },
        ],
      },
    ],
  },
  {
    code: "gb",
    name: "United Kingdom",
    inSentence: "the United Kingdom",
    timeZone: "Europe/London",
    emergency: {
      numbers: ["999"],
      note: "Deaf people can reach 999 in British Sign Language through the free 999 BSL video relay (no registration), or by text after registering with emergencySMS.",
      source:
        "https://www.nwas.nhs.uk/services/help/999-british-sign-language-bsl-emergency-video-relay-service/",
      checks: [
        {
          on: ON,
          sourceUrl:
            "https://www.nwas.nhs.uk/services/help/999-british-sign-language-bsl-emergency-video-relay-service/",
          note: "North West Ambulance Service (NHS): 999 BSL Emergency Video Relay Service, national since 17 June 2022, free, 24/7, no registration; emergency SMS text relay as the other route.",
        },
      ],
    },
    services: [
      {
        id: "samaritans-uk",
        name: "Samaritans",
        description:
          "A listening volunteer for anyone who is struggling to cope, day or night. You do not have to be suicidal to call.",
        domains: ["samaritans.org"],
        methods: [{ kind: "call", value: "116 123" }],
        hours: { kind: "always" },
        timeZone: "Europe/London",
        languages: [],
        audiences: ["everyone"],
        cost: "Free from landlines and mobiles, including pay-as-you-go with no credit",
        source: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
            note: "116 123 is free from landlines and mobiles, including pay-as-you-go, with no credit needed; the number does not show to the volunteer.",
          },
          {
            on: ON,
            sourceUrl:
              "https://samaritans.org/branches/coventry/coventry-branch-news/coventry-samaritans-will-be-open-usual-over-christmas",
            note: "Volunteers are available 24 hours a day, every day of the year; ring free on 116 123.",
          },
        ],
      },
      {
        id: "shout-85258",
        name: "Shout 85258",
        description:
          "A free text conversation with a trained volunteer, for anyone in the UK who is struggling to cope and needs support right now.",
        domains: ["giveusashout.org"],
        methods: [{ kind: "text", value: "85258", keyword: "SHOUT" }],
        hours: { kind: "always" },
        timeZone: "Europe/London",
        languages: [],
        audiences: ["everyone"],
        cost: "Free",
        source: "https://giveusashout.org/about-us/faq",
        checks: [
          {
            on: ON,
            sourceUrl: "https://giveusashout.org/about-us/faq",
            note: "FAQ updated 4 November 2024: free 24/7 text support; anyone of any age living in the UK; text SHOUT to 85258; clinical supervisors oversee every conversation. Frequent texters (20 conversations in 60 days, or 5 in 48 hours) are limited to one conversation every 48 hours.",
          },
        ],
      },
      {
        id: "childline",
        name: "Childline",
        description:
          "Free, confidential support for children and young people in the UK up to age 19, about anything that worries them, by phone or online.",
        domains: ["childline.org.uk", "nspcc.org.uk"],
        methods: [{ kind: "call", value: "0800 1111" }],
        hours: { kind: "always" },
        timeZone: "Europe/London",
        languages: [],
        audiences: ["young-people"],
        cost: "Free",
        source: "https://learning.nspcc.org.uk/services/childline",
        checks: [
          {
            on: ON,
            sourceUrl: "https://learning.nspcc.org.uk/services/childline",
            note: "NSPCC, which runs Childline: the UK's free, 24-hour service for children and young people up to age 19, by phone, email and online chat. This stored page does not print the number: 0800 1111 was read on NSPCC's own media briefing (April 2010), stored only over http at http://www.nspcc.org.uk/news-and-views/media-centre/media-briefings/services-briefings/childline-services/childline-services-briefing_wda73888.html. Re-check the number on childline.org.uk first.",
          },
          {
            on: ON,
            sourceUrl:
              "https://learning.nspcc.org.uk/research-resources/statistics-briefings/childline-nspcc-helpline-statistics",
            note: "Childline is for anyone under 19 in the UK, by telephone, email and online chat (2023/24 figures).",
          },
        ],
      },
      {
        id: "papyrus-hopeline",
        name: "PAPYRUS HOPELINE247",
        description:
          "Suicide prevention advice from a trained adviser for young people up to age 35 who are having thoughts of suicide, and for anyone worried about a young person.",
        domains: ["papyrus-uk.org"],
        methods: [{ kind: "call", value: "0800 068 4141" }],
        hours: {
          kind: "unknown",
          note: "PAPYRUS's stored FAQ still gives the old HOPELINEUK hours (every day, 9am to midnight); news reports say the line has answered around the clock since summer 2023. Confirm on papyrus-uk.org.",
        },
        timeZone: "Europe/London",
        languages: [],
        audiences: ["young-people"],
        source: "https://www.papyrus-uk.org/hopelineuk-faqs/",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.papyrus-uk.org/hopelineuk-faqs/",
            note: "Call 0800 068 4141 (also printed 0800 068 41 41 on older PAPYRUS pages); for young people up to 35. The page is the older HOPELINEUK FAQ: its text number (07860 039967) and hours disagree with other PAPYRUS pages and with reports of a 24/7 service with a new text number, so neither is listed.",
          },
          {
            on: ON,
            sourceUrl:
              "https://papyrus-uk.org/help-advice/about-hopelineuk/remit-of-service-policy",
            note: "Remit: short-term support and advice for young people up to 35 with thoughts of suicide, and for anyone concerned about a young person; by phone, email and text.",
          },
        ],
      },
      {
        id: "national-domestic-abuse-helpline",
        name: "National Domestic Abuse Helpline (Refuge)",
        description:
          "Free, confidential support and information from Refuge for women experiencing any form of domestic abuse, including help to find a safe place to stay.",
        domains: ["refuge.org.uk", "nationaldahelpline.org.uk"],
        methods: [{ kind: "call", value: "0808 2000 247" }],
        hours: { kind: "always" },
        timeZone: "Europe/London",
        languages: [],
        audiences: ["domestic-abuse"],
        cost: "Freephone",
        source: "https://www.refuge.org.uk/category/news/",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.refuge.org.uk/category/news/",
            note: "Freephone 24-Hour National Domestic Abuse Helpline: 0808 2000 247.",
          },
          {
            on: ON,
            sourceUrl:
              "https://refuge.org.uk/news/refuge-responds-to-reports-of-potential-increase-in-domestic-abuse-during-covid-19",
            note: "Refuge (2020): the Helpline runs 24 hours a day, 7 days a week, free and confidential; any woman experiencing abuse can call 0808 2000 247, or ask for a safe time to be called back through a form on nationaldahelpline.org.uk.",
          },
        ],
      },
    ],
  },
  {
    code: "ie",
    name: "Ireland",
    timeZone: "Europe/Dublin",
    emergency: {
      numbers: ["112", "999"],
      note: "Free from any phone. Deaf people and people with a hearing or speech impairment can register for the 112 SMS service and then text 112.",
      source: "https://www2.hse.ie/emergencies/when-to-call-112-or-999/",
      checks: [
        {
          on: ON,
          sourceUrl: "https://www2.hse.ie/emergencies/when-to-call-112-or-999/",
          note: "HSE: call 112 or 999 from any phone, both free; 112 works in any EU country; register in advance to text 112.",
        },
      ],
    },
    services: [
      {
        id: "samaritans-ireland",
        name: "Samaritans",
        description:
          "A listening volunteer for anyone who is struggling to cope, day or night. You do not have to be suicidal to call.",
        domains: ["samaritans.org"],
        methods: [{ kind: "call", value: "116 123" }],
        hours: { kind: "always" },
        timeZone: "Europe/Dublin",
        languages: [],
        audiences: ["everyone"],
        cost: "Free",
        source:
          "https://www.samaritans.org/your-community/samaritans-ireland-scotland-and-wales/samaritans-ireland/journey",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.samaritans.org/your-community/samaritans-ireland-scotland-and-wales/samaritans-ireland/journey",
            note: "Samaritans Ireland: 116 123 was awarded by ComReg in 2009 and is the free-to-call number in the Republic of Ireland; the service has run 24 hours a day since the 1970s.",
          },
          {
            on: ON,
            sourceUrl:
              "https://samaritans.org/branches/coventry/coventry-branch-news/coventry-samaritans-will-be-open-usual-over-christmas",
            note: "Samaritans (the same service in the UK and Ireland): volunteers available 24 hours a day, every day of the year, free on 116 123.",
          },
        ],
      },
    ],
  },
  {
    code: "au",
    name: "Australia",
    timeZone: "Australia/Sydney",
    emergency: {
      numbers: ["000"],
      note: "Police, fire or ambulance; free from any phone. 112 also works from most mobiles. People with a hearing or speech impairment can use 106 from a TTY.",
      source: "https://www.triplezero.gov.au/triple-zero/other-emergency-numbers",
      checks: [
        {
          on: ON,
          sourceUrl: "https://www.triplezero.gov.au/triple-zero/other-emergency-numbers",
          note: "Triple Zero (000) is the primary number from any fixed or mobile phone; 112 from most mobiles; 106 text relay for TTY users, 24 hours; all free. Replaces the local Lifeline centre's page the content review flagged.",
        },
        {
          on: ON,
          sourceUrl: "https://www.acma.gov.au/emergency-calls",
          note: "ACMA: 000 is free from any phone; 112 only from mobiles; 106 only from a TTY.",
        },
      ],
    },
    services: [
      {
        id: "lifeline-australia",
        name: "Lifeline",
        description:
          "Crisis support and suicide prevention from a trained crisis supporter, for anyone in Australia who is finding it hard to cope.",
        domains: ["lifeline.org.au"],
        methods: [{ kind: "call", value: "13 11 14" }],
        hours: { kind: "always" },
        timeZone: "Australia/Sydney",
        languages: [],
        audiences: ["everyone"],
        source: "https://www.lifeline.org.au/resources/news-and-media-releases/media-releases/",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.lifeline.org.au/resources/news-and-media-releases/media-releases/",
            note: "Lifeline Australia's media releases page: 'call Lifeline on 13 11 14' at any time, 24/7 (release of 9 July 2020); the page header says to call 000 if life is in danger. Lifeline's text line (0477 13 11 14) and webchat were seen only in news and in Lifeline releases hosted elsewhere, so they are not listed yet.",
          },
        ],
      },
      {
        id: "kids-helpline",
        name: "Kids Helpline",
        description:
          "Free, private and confidential counseling by phone for children and young people in Australia, any time of the day or night.",
        domains: ["kidshelpline.com.au", "yourtown.com.au"],
        methods: [{ kind: "call", value: "1800 55 1800" }],
        hours: { kind: "always" },
        timeZone: "Australia/Sydney",
        languages: [],
        audiences: ["young-people"],
        cost: "Free from mobiles, landlines and public phones",
        source: "https://yourtown.com.au/apps/webcounselling/live/chat",
        checks: [
          {
            on: ON,
            sourceUrl: "https://yourtown.com.au/apps/webcounselling/live/chat",
            note: "Kids Helpline's WebChat page on yourtown.com.au (yourtown runs Kids Helpline; undated): 'You can always call us for free on 1800 55 1800 as our phone lines are open 24/7'; call 000 if your life is in danger. WebChat waits can be over an hour at busy times and its hours are not given, so chat is not listed.",
          },
          {
            on: ON,
            sourceUrl: "https://kidshelpline.com.au/grownups/getting-help/",
            note: "Kids Helpline's own 'Getting help' page, stored only over http (http://kidshelpline.com.au/grownups/getting-help/), an older copy: young people can reach Kids Helpline 24 hours a day, 7 days a week; calls are free from mobiles, landlines and public telephones; private and confidential unless a duty-of-care situation arises.",
          },
        ],
      },
      {
        id: "1800respect",
        name: "1800RESPECT",
        description:
          "Australia's national counseling and support service for people affected by sexual assault or domestic and family violence, and for their family and friends, by phone, text or web chat.",
        domains: ["1800respect.org.au", "dss.gov.au"],
        methods: [
          { kind: "call", value: "1800 737 732" },
          {
            kind: "text",
            value: "0458 737 732",
            note: "Text service hours are not stated separately",
          },
          {
            kind: "chat",
            value: "https://www.1800respect.org.au/",
            note: "Web chat from the site",
          },
        ],
        hours: { kind: "always" },
        timeZone: "Australia/Sydney",
        languages: [],
        audiences: ["domestic-abuse", "sexual-violence"],
        source: "https://www.1800respect.org.au/terms-and-conditions",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.1800respect.org.au/terms-and-conditions",
            note: "1800RESPECT's terms (undated; Telstra Health runs it for the Department of Social Services): telephone 1800 737 732, text (SMS) 0458 737 732, web chat and video call from the 1800RESPECT website. No hours or cost on this page.",
          },
          {
            on: ON,
            sourceUrl: "https://plan4womenssafety.dss.gov.au/initiatives/1800respect",
            note: "Department of Social Services (written under the 2010-2022 National Plan, before the text service began): the national online and telephone counseling service for people who have experienced or are at risk of sexual assault or domestic and family violence, their family and friends, and frontline workers; support 24 hours a day, seven days a week. Re-check the text and chat hours on 1800respect.org.au.",
          },
        ],
      },
    ],
  },
  {
    code: "nz",
    name: "New Zealand",
    timeZone: "Pacific/Auckland",
    emergency: {
      numbers: ["111"],
      note: "Police, fire or ambulance; ask for an ambulance in a life-threatening mental health situation. Deaf, hard-of-hearing and speech-impaired people can register to text 111.",
      source:
        "https://www.govt.nz/browse/crime-and-justice/crimes-and-emergencies/111-emergency-service/",
      checks: [
        {
          on: ON,
          sourceUrl:
            "https://www.govt.nz/browse/crime-and-justice/crimes-and-emergencies/111-emergency-service/",
          note: "govt.nz: dial 111 for police, fire or an ambulance; an ambulance for 'a life-threatening mental health situation'.",
        },
        {
          on: ON,
          sourceUrl: "https://police.govt.nz/node/28710",
          note: "NZ Police: the 111 TXT service for registered users.",
        },
      ],
    },
    services: [
      {
        id: "need-to-talk-1737",
        name: "1737, Need to talk?",
        description:
          "Free support from a trained counselor, by phone or text, for anyone in New Zealand who is feeling stressed, anxious, down or overwhelmed, or is worried about someone else.",
        domains: ["1737.org.nz", "whakarongorau.nz"],
        methods: [
          { kind: "call", value: "1737" },
          { kind: "text", value: "1737" },
        ],
        hours: { kind: "always" },
        timeZone: "Pacific/Auckland",
        languages: [],
        audiences: ["everyone"],
        cost: "Free",
        source: "https://whakarongorau.nz/about",
        checks: [
          {
            on: ON,
            sourceUrl: "https://whakarongorau.nz/about",
            note: "Whakarongorau Aotearoa, which runs '1737 – Need to talk?' under the National Telehealth Services contract: its 24/7 services run across voice, webchat and text. The contract was due to end on 30 June 2025 (Health NZ papers), so confirm the operator. 1737.org.nz itself was not in the stored pages.",
          },
          {
            on: ON,
            sourceUrl:
              "https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy",
            note: "Ministry of Health (2019), which funds the service: call or text 1737 any time, day or night, no charge. Kept only as a second check; the review flagged it as the sole source.",
          },
        ],
      },
    ],
  },
  {
    code: "in",
    name: "India",
    timeZone: "Asia/Kolkata",
    emergency: {
      numbers: ["112"],
      note: "Police, fire and health emergencies through the Emergency Response Support System. Some states still also answer their older numbers.",
      source:
        "https://en.vikaspedia.in/social-welfare/women-and-child-development/emergency-response-support-system",
      checks: [
        {
          on: ON,
          sourceUrl:
            "https://en.vikaspedia.in/social-welfare/women-and-child-development/emergency-response-support-system",
          note: "Government of India portal: 112 is the pan-India single emergency number for police, fire and health; panic call by pressing a smartphone's power button three times or long-pressing 5 or 9; '112 India' app. The page says it is rolled out in 24 states and union territories (dated); a January 2026 report has Delhi only now moving to 112.",
        },
      ],
    },
    services: [],
  },
  {
    code: "za",
    name: "South Africa",
    timeZone: "Africa/Johannesburg",
    emergency: {
      numbers: ["10111"],
      note: "Police emergencies, 24 hours. Free from a landline; normal rates from a cellphone.",
      source: "https://www.saps.gov.za/services/cc_10111.php",
      checks: [
        {
          on: ON,
          sourceUrl: "https://www.saps.gov.za/services/cc_10111.php",
          note: "SAPS 10111 centre: 24-hour police emergency line; free from landlines, cellphone calls at normal rates. The ambulance number 10177 and 112 from cellphones were not found on an official page; a November 2024 government proposal would replace 10111, 10177 and 107 with 112.",
        },
      ],
    },
    services: [
      {
        id: "sadag-suicide-crisis-helpline",
        name: "SADAG Suicide Crisis Helpline",
        description:
          "A toll-free line run by the South African Depression and Anxiety Group for anyone who is thinking about suicide or is worried about someone who is.",
        domains: ["sadag.org"],
        methods: [{ kind: "call", value: "0800 567 567" }],
        hours: { kind: "always" },
        timeZone: "Africa/Johannesburg",
        languages: [],
        audiences: ["everyone"],
        cost: "Toll-free",
        source:
          "https://www.sadag.org/index.php?option=com_content&view=article&id=3141:world-mental-health-day-7-october-2020&catid=149:press-releases&Itemid=601",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.sadag.org/index.php?option=com_content&view=article&id=3141:world-mental-health-day-7-october-2020&catid=149:press-releases&Itemid=601",
            note: "SADAG's helpline list (page stored around 2024): '24-hour toll-free emergency helplines', Suicide Crisis Helpline 0800 567 567.",
          },
          {
            on: ON,
            sourceUrl:
              "https://sadag.org/index.php?option=com_content&view=article&id=3197:world-mental-health-day-10-october-2021&catid=149&Itemid=132",
            note: "The same list on another SADAG page.",
          },
        ],
      },
      {
        id: "sadag-mental-health-helpline",
        name: "SADAG Mental Health Helpline",
        description:
          "A toll-free SADAG line where trained counselors offer support and referrals about depression, anxiety and other mental health worries.",
        domains: ["sadag.org"],
        methods: [
          { kind: "call", value: "0800 456 789" },
          { kind: "text", value: "31393" },
        ],
        hours: { kind: "always" },
        timeZone: "Africa/Johannesburg",
        languages: [],
        audiences: ["everyone"],
        cost: "Toll-free",
        source:
          "https://www.sadag.org/index.php?option=com_content&view=article&id=3141:world-mental-health-day-7-october-2020&catid=149:press-releases&Itemid=601",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.sadag.org/index.php?option=com_content&view=article&id=3141:world-mental-health-day-7-october-2020&catid=149:press-releases&Itemid=601",
            note: "Listed among SADAG's 24-hour toll-free helplines as the 'Cipla Mental Health Helpline': 0800 456 789, SMS 31393.",
          },
        ],
      },
      {
        id: "sadag-substance-abuse-helpline",
        name: "Substance Abuse Helpline",
        description:
          "A toll-free line of the Department of Social Development, answered through SADAG, for people worried about their own or someone else's alcohol or drug use.",
        domains: ["sadag.org"],
        methods: [
          { kind: "call", value: "0800 12 13 14" },
          { kind: "text", value: "32312" },
        ],
        hours: { kind: "always" },
        timeZone: "Africa/Johannesburg",
        languages: [],
        audiences: ["substance-use"],
        cost: "Toll-free",
        source:
          "https://www.sadag.org/index.php?option=com_content&view=article&id=3141:world-mental-health-day-7-october-2020&catid=149:press-releases&Itemid=601",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.sadag.org/index.php?option=com_content&view=article&id=3141:world-mental-health-day-7-october-2020&catid=149:press-releases&Itemid=601",
            note: "Listed among SADAG's 24-hour toll-free helplines: 'Department of Social Development Substance Abuse Helpline' 0800 12 13 14, SMS 32312.",
          },
        ],
      },
    ],
  },
  {
    code: "de",
    name: "Germany",
    timeZone: "Europe/Berlin",
    emergency: EU_112,
    services: [
      {
        id: "telefonseelsorge",
        name: "TelefonSeelsorge",
        description:
          "Free, anonymous conversations with a trained volunteer for anyone in a difficult time or a crisis, including thoughts of suicide, by phone or online.",
        domains: ["telefonseelsorge.de", "caritas.drs.de"],
        methods: [
          { kind: "call", value: "0800 111 0 111" },
          { kind: "call", value: "0800 111 0 222" },
          { kind: "chat", value: "https://www.telefonseelsorge.de/", note: "Chat and webmail" },
        ],
        hours: { kind: "always" },
        timeZone: "Europe/Berlin",
        languages: [],
        audiences: ["everyone"],
        cost: "Free",
        source:
          "https://caritas.drs.de/diakonische-pastoral-verschiedene-handlungsfelder/telefonseelsorge-ts/hilfe-durch-ts.html",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://caritas.drs.de/diakonische-pastoral-verschiedene-handlungsfelder/telefonseelsorge-ts/hilfe-durch-ts.html",
            note: "Caritas of the Diocese of Rottenburg-Stuttgart, one of the churches' bodies that run TelefonSeelsorge: free service numbers 0800 111 0 111 and 0800 111 0 222, anonymous, around the clock; webmail and chat at telefonseelsorge.de. Telefonseelsorge.de itself was not in the stored pages; 116 123 was seen only in third-party pages, so it is not listed.",
          },
        ],
      },
    ],
  },
  {
    code: "fr",
    name: "France",
    timeZone: "Europe/Paris",
    emergency: EU_112,
    services: [
      {
        id: "numero-3114",
        name: "3114, numéro national de prévention du suicide",
        description:
          "France's free national suicide prevention line, answered by nurses and psychologists, for anyone thinking about suicide, people worried about someone, and people bereaved by suicide.",
        domains: ["3114.fr", "sante.fr"],
        methods: [{ kind: "call", value: "3114" }],
        hours: { kind: "always" },
        timeZone: "Europe/Paris",
        languages: ["French"],
        audiences: ["everyone"],
        cost: "Free",
        source: "https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide",
            note: "Regional health agency (ARS), which runs 3114 in its region for the Ministry of Health: open since 1 October 2021, 24 hours a day, 7 days a week, free, confidential, from mainland France and overseas; answered in French; for people in distress, worried relatives, the bereaved and professionals. 3114.fr itself was not in the stored pages.",
          },
        ],
      },
    ],
  },
  {
    code: "fi",
    name: "Finland",
    timeZone: "Europe/Helsinki",
    emergency: EU_112,
    services: [
      {
        id: "mieli-crisis-helpline",
        name: "MIELI Crisis Helpline",
        description:
          "Anonymous, confidential conversations with a crisis worker or trained volunteer for anyone in Finland facing a crisis or a traumatic event, having self-destructive thoughts, or worried about someone close.",
        domains: ["mieli.fi"],
        methods: [
          { kind: "call", value: "09 2525 0111", note: "In Finnish" },
          { kind: "call", value: "09 2525 0112", note: "In Swedish" },
          { kind: "call", value: "09 2525 0114", note: "In Ukrainian" },
          { kind: "call", value: "09 2525 0115", note: "In Russian" },
        ],
        hours: {
          kind: "unknown",
          note: "The stored MIELI page gives hours only for its English line; news reports (2025) say the Finnish line answers around the clock. Confirm each language line's hours on mieli.fi.",
        },
        timeZone: "Europe/Helsinki",
        languages: ["Finnish", "Swedish", "Ukrainian", "Russian"],
        audiences: ["everyone"],
        cost: "Your operator's normal call charge; MIELI charges nothing",
        source: "https://mieli.fi/helpline",
        checks: [
          {
            on: ON,
            sourceUrl: "https://mieli.fi/helpline",
            note: "Read from a stored copy fetched over http (http://mieli.fi/helpline): Finnish 09 2525 0111, Swedish 09 2525 0112, Ukrainian 09 2525 0114, Russian 09 2525 0115; anonymous and confidential; the operator charges by your subscription, MIELI charges nothing; in a life-threatening situation call 112.",
          },
        ],
      },
      {
        id: "mieli-crisis-helpline-english",
        name: "MIELI Crisis Helpline in English",
        description:
          "MIELI's crisis line in English, for anyone in Finland who wants to talk through a crisis, a trauma, or a hard situation in their life with a crisis worker.",
        domains: ["mieli.fi"],
        methods: [{ kind: "call", value: "09 2525 0116" }],
        hours: { kind: "weekly", slots: [{ days: ["fri"], opens: "09:00", closes: "13:00" }] },
        timeZone: "Europe/Helsinki",
        languages: ["English"],
        audiences: ["everyone"],
        cost: "Your operator's normal call charge; MIELI charges nothing",
        source: "https://mieli.fi/helpline",
        checks: [
          {
            on: ON,
            sourceUrl: "https://mieli.fi/helpline",
            note: "Read from a stored copy fetched over http: MIELI Crisis Helpline in English 09 2525 0116, opening hours Fridays 9 am to 1 pm. A third-party page lists other English times on 09 2525 0113, apparently older: not used.",
          },
        ],
      },
    ],
  },
  {
    code: "nl",
    name: "Netherlands",
    inSentence: "the Netherlands",
    timeZone: "Europe/Amsterdam",
    emergency: EU_112,
    services: [
      {
        id: "113-zelfmoordpreventie",
        name: "113 Zelfmoordpreventie",
        description:
          "The Dutch suicide prevention line: anonymous conversations by phone or chat for anyone who is thinking about suicide.",
        domains: ["113.nl"],
        methods: [
          { kind: "call", value: "113" },
          { kind: "call", value: "0800-0113" },
          { kind: "chat", value: "https://www.113.nl/", note: "Choose 'Chat met ons'" },
        ],
        hours: {
          kind: "unknown",
          note: "The 113.nl pages read give no hours; news reports say calls and chat are answered 24/7. Confirm on 113.nl.",
        },
        timeZone: "Europe/Amsterdam",
        languages: [],
        audiences: ["everyone"],
        cost: "Free",
        source: "https://www.113.nl/schoolopdracht",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.113.nl/schoolopdracht",
            note: "113's own page for pupils (stored copy that cites 113's 2025 figures): 'Bel gratis 113' or 'Chat met ons'; calls and chats are anonymous; it also names Teletolk as a way to call. No hours given.",
          },
          {
            on: ON,
            sourceUrl: "https://www.113.nl/qa-nummerwijziging-113-en-gratis-nummer-0800-0113",
            note: "113's own Q&A from the 2020 number change: 0800-0113 is free and does not appear on the phone bill; 113 then cost a standard call rate. That charge is superseded by the newer page above ('Bel gratis 113'); news (October 2025) says 113 itself became free.",
          },
        ],
      },
    ],
  },
  {
    code: "be",
    name: "Belgium",
    timeZone: "Europe/Brussels",
    emergency: EU_112,
    services: [
      {
        id: "zelfmoordlijn-1813",
        name: "Zelfmoordlijn 1813",
        description:
          "The Flemish suicide prevention line: free, anonymous help by phone for anyone who is thinking about suicide.",
        domains: ["zelfmoord1813.be", "zelfmoordlijn1813.be"],
        methods: [{ kind: "call", value: "1813" }],
        hours: { kind: "always" },
        timeZone: "Europe/Brussels",
        languages: [],
        audiences: ["everyone"],
        cost: "Free",
        source: "https://zelfmoord1813.be/blog/chat-zelfmoordlijn-langer-geopend",
        checks: [
          {
            on: ON,
            sourceUrl: "https://zelfmoord1813.be/blog/chat-zelfmoordlijn-langer-geopend",
            note: "Blog of the Centrum ter Preventie van Zelfdoding, which runs the line (undated, about 2019-2020): reachable by phone on 1813 (24/7) and by chat, then 18:30 to 22:00. The chat hours have changed since (news, 2021), so chat is not listed: re-check on zelfmoord1813.be.",
          },
          {
            on: ON,
            sourceUrl: "https://zelfmoordlijn1813.be/over-deze-website-en-de-organisaties",
            note: "Zelfmoordlijn 1813's 'about' page: help by phone, chat and email is free and anonymous; the site is an initiative of the Flemish Government, run with the Vlaams Expertisecentrum Suïcidepreventie.",
          },
        ],
      },
      {
        id: "centre-prevention-suicide-be",
        name: "Centre de Prévention du Suicide",
        description:
          "The listening line (ligne d'écoute) of Belgium's Centre de Prévention du Suicide, for people who are thinking about suicide.",
        domains: ["preventionsuicide.be"],
        methods: [{ kind: "call", value: "0800 32 123" }],
        hours: {
          kind: "unknown",
          note: "The center's page read gives the number and its call figures, not its hours; news reports say the line is free, anonymous and open 24 hours. Confirm on preventionsuicide.be.",
        },
        timeZone: "Europe/Brussels",
        languages: [],
        audiences: ["everyone"],
        source:
          "https://www.preventionsuicide.be/actualites/le-centre-de-prevention-du-suicide-publie-son-rapport-dactivites-2022",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.preventionsuicide.be/actualites/le-centre-de-prevention-du-suicide-publie-son-rapport-dactivites-2022",
            note: "The center's own news item on its 2022 activity report (2023): more than 23,000 calls to its listening line, 0800 32 123. No hours or cost on the page read.",
          },
        ],
      },
    ],
  },
  {
    code: "es",
    name: "Spain",
    timeZone: "Europe/Madrid",
    emergency: EU_112,
    services: [],
  },
  {
    code: "it",
    name: "Italy",
    timeZone: "Europe/Rome",
    emergency: EU_112,
    services: [],
  },
  {
    code: "se",
    name: "Sweden",
    timeZone: "Europe/Stockholm",
    emergency: EU_112,
    services: [],
  },
  {
    code: "dk",
    name: "Denmark",
    timeZone: "Europe/Copenhagen",
    emergency: EU_112,
    services: [],
  },
  {
    code: "at",
    name: "Austria",
    timeZone: "Europe/Vienna",
    emergency: EU_112,
    services: [
      {
        id: "telefonseelsorge-austria",
        name: "TelefonSeelsorge Österreich",
        description:
          "Free, confidential conversations by phone, around the clock, for anyone in Austria in a difficult time or a crisis; online counseling is offered too.",
        domains: ["telefonseelsorge.at", "katholisch.at"],
        methods: [{ kind: "call", value: "142" }],
        hours: { kind: "always" },
        timeZone: "Europe/Vienna",
        languages: [],
        audiences: ["everyone"],
        cost: "Free",
        source: "https://www.katholisch.at/telefonseelsorge",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.katholisch.at/telefonseelsorge",
            note: "The Austrian Catholic Church's portal (the churches run TelefonSeelsorge): emergency number 142 from all of Austria, around the clock ('rund um die Uhr'), free and confidential; online counseling at onlineberatung-telefonseelsorge.at. The service's own site, telefonseelsorge.at, was not read: re-check there.",
          },
          {
            on: ON,
            sourceUrl:
              "https://katholisch.at/aktuelles/151536/telefonseelsorge-startet-whatsapp-beratung",
            note: "Same portal, December 2024: TelefonSeelsorge is reached free on the emergency number 142 and was adding WhatsApp counseling. The WhatsApp number and its hours were not confirmed, so they are not listed.",
          },
        ],
      },
    ],
  },
  {
    code: "pt",
    name: "Portugal",
    timeZone: "Europe/Lisbon",
    emergency: EU_112,
    services: [
      {
        id: "sns24-psychological-counselling",
        name: "SNS 24 Aconselhamento Psicológico",
        description:
          "Portugal's national health line connects anyone who needs psychological support, at any hour, to a clinical psychologist by phone.",
        domains: ["sns24.gov.pt", "spms.min-saude.pt"],
        methods: [{ kind: "call", value: "808 24 24 24", note: "Then choose option 4" }],
        hours: { kind: "always" },
        timeZone: "Europe/Lisbon",
        languages: ["Portuguese", "English"],
        audiences: ["everyone"],
        source: "https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/",
            note: "SNS 24, the Ministry of Health's line (page updated 31 August 2023): call 808 24 24 24 and choose option 4; 24 hours a day, 7 days a week; answered by clinical psychologists; calls are not recorded. No cost stated.",
          },
          {
            on: ON,
            sourceUrl: "https://www.spms.min-saude.pt/?p=862047",
            note: "SPMS, the Ministry of Health's shared-services body that runs SNS 24 (3 April 2025): the counseling runs every day of the year, in English too since 2022; a caller in danger is transferred to INEM (the emergency medical service).",
          },
        ],
      },
    ],
  },
  {
    code: "pl",
    name: "Poland",
    timeZone: "Europe/Warsaw",
    emergency: EU_112,
    services: [],
  },
  {
    code: "hk",
    name: "Hong Kong",
    timeZone: "Asia/Hong_Kong",
    emergency: {
      numbers: ["999"],
      note: "The emergency number, answered around the clock.",
      source: "https://www.police.gov.hk/ppp_en/01_about_us/pp_operation.html",
      checks: [
        {
          on: ON,
          sourceUrl: "https://www.police.gov.hk/ppp_en/01_about_us/pp_operation.html",
          note: "Hong Kong Police Force performance pledge: 999 emergency calls, a 24-hour service, answered within 9 seconds.",
        },
      ],
    },
    services: [
      {
        id: "mental-health-support-hotline-18111",
        name: "Mental Health Support Hotline 18111",
        description:
          "The Government's round-the-clock mental health support line for people of any age in Hong Kong, and for the people who care for them.",
        domains: ["gov.hk", "shallwetalk.hk"],
        methods: [{ kind: "call", value: "18111" }],
        hours: { kind: "always" },
        timeZone: "Asia/Hong_Kong",
        languages: [],
        audiences: ["everyone"],
        source: "https://www.info.gov.hk/gia/general/202510/10/P2025100900583p.htm",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.info.gov.hk/gia/general/202510/10/P2025100900583p.htm",
            note: "Department of Health press release (10 October 2025): the 18111 Mental Health Support Hotline gives 24-hour one-stop support and had taken more than 200,000 calls. No cost or languages stated on the pages read.",
          },
          {
            on: ON,
            sourceUrl: "https://news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html",
            note: "Government news (27 December 2023): the hotline launched that day, answers 24 hours a day all year round, for people of all ages, and carers can call too.",
          },
          {
            on: ON,
            sourceUrl:
              "https://www.shallwetalk.hk/en/feature-topics/kick-off-ceremony-of-the-mental-health-support-hotline/",
            note: "Shall We Talk, the Government's mental health initiative: the hotline's kick-off ceremony; 18111.",
          },
        ],
      },
    ],
  },
  {
    code: "sg",
    name: "Singapore",
    timeZone: "Asia/Singapore",
    emergency: {
      numbers: ["995"],
      note: "Ambulance and fire engine (Singapore Civil Defence Force), 24 hours.",
      source:
        "https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services",
      checks: [
        {
          on: ON,
          sourceUrl:
            "https://www.scdf.gov.sg/home/about-us/information-on-ems/scdf-emergency-medical-services",
          note: "SCDF: call 995 for an ambulance or a fire engine; emergency medical services run 24 hours (page cites 2022 figures). The police number was not checked, so it is not listed.",
        },
      ],
    },
    services: [
      {
        id: "national-mindline-1771",
        name: "national mindline 1771",
        description:
          "Singapore's national mental health line, answered around the clock by phone, WhatsApp or web chat; you can stay anonymous.",
        domains: ["moh.gov.sg", "mindline.sg"],
        methods: [
          {
            kind: "call",
            value: "1771",
            note: "Also on WhatsApp at +65 6669 1771 (a WhatsApp chat, not an SMS number)",
          },
          { kind: "chat", value: "https://mindline.sg/fsmh" },
        ],
        hours: { kind: "always" },
        timeZone: "Asia/Singapore",
        languages: [],
        audiences: ["everyone"],
        source:
          "https://www.moh.gov.sg/newsroom/national-mindline-1771-to-provide--round-the-clock-support-for-mental-health",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.moh.gov.sg/newsroom/national-mindline-1771-to-provide--round-the-clock-support-for-mental-health",
            note: "Ministry of Health (18 June 2025): national mindline 1771 gives round-the-clock support by calling 1771, WhatsApp at +65-6669-1771, or web chat at mindline.sg/fsmh; conversations are confidential and callers may stay anonymous. No cost or languages stated.",
          },
        ],
      },
    ],
  },
  {
    code: "ph",
    name: "Philippines",
    inSentence: "the Philippines",
    timeZone: "Asia/Manila",
    emergency: {
      numbers: ["911"],
      note: "The nationwide emergency number (it replaced Patrol 117).",
      source: "https://e911.gov.ph/executive-directors-message/",
      checks: [
        {
          on: ON,
          sourceUrl: "https://e911.gov.ph/executive-directors-message/",
          note: "Emergency 911 National Office: under Executive Order 56 (2018), 911 is the nationwide emergency answering point, replacing Patrol 117.",
        },
      ],
    },
    services: [
      {
        id: "ncmh-crisis-hotline",
        name: "NCMH Crisis Hotline",
        description:
          "The National Center for Mental Health's hotline for anyone going through a mental health crisis, including thoughts of suicide.",
        domains: ["doh.gov.ph"],
        methods: [{ kind: "call", value: "0917 899 8727", note: "Printed as 0917 899 USAP" }],
        hours: { kind: "always" },
        timeZone: "Asia/Manila",
        languages: [],
        audiences: ["everyone"],
        source: "https://doh.gov.ph/press-release/launch-of-the-ncmh-crisis-hotline/",
        checks: [
          {
            on: ON,
            sourceUrl: "https://doh.gov.ph/press-release/launch-of-the-ncmh-crisis-hotline/",
            note: "Department of Health release on the launch (2 May 2019): the NCMH Crisis Hotline, 0917 899 8727 (USAP) and 989 8727, operates 24/7 for any mental health crisis, including suicide prevention. The 7-digit landline 989 8727 is in the old Manila format and is not listed; a December 2025 news report also gives 1553, which no official page read confirms: re-check on ncmh.gov.ph.",
          },
        ],
      },
    ],
  },
  {
    code: "ch",
    name: "Switzerland",
    timeZone: "Europe/Zurich",
    emergency: {
      numbers: ["144", "117", "118"],
      note: "144 ambulance, 117 police, 118 fire.",
      source:
        "https://www.stadt-zuerich.ch/pd/de/index/schutz_u_rettung_zuerich/einsatzkoordination/ELZ/notruf0.html",
      checks: [
        {
          on: ON,
          sourceUrl:
            "https://www.stadt-zuerich.ch/pd/de/index/schutz_u_rettung_zuerich/einsatzkoordination/ELZ/notruf0.html",
          note: "Schutz & Rettung Zürich (the City of Zurich's emergency service): Sanitätsnotruf 144 (ambulance), Feuerwehrnotruf 118 (fire), police 117. 112 was seen only in news, so it is not listed.",
        },
      ],
    },
    services: [
      {
        id: "dargebotene-hand-143",
        name: "Die Dargebotene Hand (Tel 143)",
        description:
          "Anonymous conversations, day and night, for anyone in Switzerland or Liechtenstein who needs someone to talk to; email and chat too.",
        domains: ["143.ch"],
        methods: [{ kind: "call", value: "143" }],
        hours: { kind: "always" },
        timeZone: "Europe/Zurich",
        languages: [],
        audiences: ["everyone"],
        source: "https://www.143.ch/unsere-geschichte/",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.143.ch/unsere-geschichte/",
            note: "Die Dargebotene Hand's history page: the number 143 since 1976, covering all of Switzerland and Liechtenstein; email and chat counseling since 2002. No cost stated; the chat's address was not confirmed, so it is not listed.",
          },
          {
            on: ON,
            sourceUrl: "https://winterthur.143.ch/Beratung/Beratungsangebot/Copy_of_Nacht",
            note: "Regional office Winterthur, night service: 'unser Telefon ruht nie' (our phone never rests); about a quarter of conversations take place at night.",
          },
          {
            on: ON,
            sourceUrl: "https://zuerich.143.ch/Organisation/Portrait/Tel-143-stellt-sich-vor",
            note: "Regional office Zurich: Tel 143 is the national number; callers stay anonymous.",
          },
        ],
      },
    ],
  },
  {
    code: "no",
    name: "Norway",
    timeZone: "Europe/Oslo",
    emergency: {
      numbers: ["113", "112", "110"],
      note: "113 medical emergencies (including acute risk of suicide), 112 police, 110 fire. 1412 is the emergency number for people with hearing impairments; registered users can also send an emergency SMS to 110, 112 or 113.",
      source: "https://nkom.no/telefoni-og-telefonnummer/nodnummer-nodanrop-og-lokalisering",
      checks: [
        {
          on: ON,
          sourceUrl: "https://nkom.no/telefoni-og-telefonnummer/nodnummer-nodanrop-og-lokalisering",
          note: "Norwegian Communications Authority (Nkom): emergency numbers 110 fire, 112 police, 113 medical, 1412 for people with hearing impairments; emergency SMS to 110, 112 and 113 after pre-registration.",
        },
        {
          on: ON,
          sourceUrl: "https://www.helsenorge.no/nn/forstehjelp/ring-113/",
          note: "Helsenorge (the national health portal): call 113 when life and health may be at stake, including acute risk of suicide; 113 is open around the clock.",
        },
      ],
    },
    services: [
      {
        id: "kirkens-sos",
        name: "Kirkens SOS",
        description:
          "Anonymous crisis conversations with a volunteer, by phone around the clock, for anyone in Norway who needs someone to talk to.",
        domains: ["kirkens-sos.no", "girku-sos.no"],
        methods: [{ kind: "call", value: "22 40 00 40" }],
        hours: { kind: "always" },
        timeZone: "Europe/Oslo",
        languages: ["Norwegian"],
        audiences: ["everyone"],
        cost: "Kirkens SOS charges nothing; the call costs the same as one to an ordinary landline, which depends on your plan",
        source: "https://www.girku-sos.no/nordsamisk/telefon",
        checks: [
          {
            on: ON,
            sourceUrl: "https://www.girku-sos.no/nordsamisk/telefon",
            note: "Kirkens SOS's Northern Sami site (text in Norwegian, about 2021): the crisis phone is 22 40 00 40, open every day, around the clock, including weekends and holidays, and is in Norwegian only; callers are anonymous (no caller ID) and staff have a duty of confidentiality; the number changed on 3 March 2015 and costs the same as a landline call; very frequent callers may be limited.",
          },
          {
            on: ON,
            sourceUrl: "https://kirkens-sos.no/telefon",
            note: "Kirkens SOS's own phone page (undated): the same rules (anonymous, no caller ID, volunteers bound to confidentiality, landline call price, a weekly limit for very frequent callers). The part of the page read did not print the number.",
          },
        ],
      },
    ],
  },
  {
    code: "is",
    name: "Iceland",
    timeZone: "Atlantic/Reykjavik",
    emergency: {
      numbers: ["112"],
      note: "The one emergency number for the whole country.",
      source: "https://www.112.is/um-neydarlinuna-2-68/",
      checks: [
        {
          on: ON,
          sourceUrl: "https://www.112.is/um-neydarlinuna-2-68/",
          note: "Neyðarlínan, which runs Iceland's emergency answering: 112 is the common emergency number for the whole country, answered since 1 January 1996.",
        },
      ],
    },
    services: [
      {
        id: "hjalparsiminn-1717",
        name: "Hjálparsími Rauða krossins 1717 (Red Cross Helpline)",
        description:
          "The Icelandic Red Cross's free, confidential helpline, open around the clock by phone and by web chat at 1717.is, for anyone who needs support, including people having thoughts of suicide.",
        domains: ["raudikrossinn.is", "1717.is"],
        methods: [
          {
            kind: "call",
            value: "1717",
            note: "Calls from a withheld (hidden) number are no longer accepted",
          },
        ],
        hours: { kind: "always" },
        timeZone: "Atlantic/Reykjavik",
        languages: [],
        audiences: ["everyone"],
        cost: "Free",
        source:
          "https://www.raudikrossinn.is/verkefni/innanlandsverkefni/heilbrigdi-og-velferd/hjalparsiminn-1717-og-netspjallid/",
        checks: [
          {
            on: ON,
            sourceUrl:
              "https://www.raudikrossinn.is/verkefni/innanlandsverkefni/heilbrigdi-og-velferd/hjalparsiminn-1717-og-netspjallid/",
            note: "Icelandic Red Cross, the helpline's page (stored copy from the Reykjanes evacuations, 2023 or later): the Helpline 1717 is always open, confidential and anonymous, and free; web chat at 1717.is; for safety reasons 1717 can no longer be called from a hidden number. The chat's exact https address was not confirmed, so it is named in the description only.",
          },
          {
            on: ON,
            sourceUrl:
              "https://www.raudikrossinn.is/um-okkur/frettir-og-utgefid-efni/frettayfirlit/innanlandsstarf/aldrei-fleiri-samtol-vegna-sjalfsvigshugsana",
            note: "Icelandic Red Cross news (22 January 2026): 1,728 contacts about suicidal thoughts in 2025, by phone and by the 1717.is web chat; staff and volunteers contacted the emergency line in 229 cases where a life seemed at risk.",
          },
        ],
      },
    ],
  },
];
