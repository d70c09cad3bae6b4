/**
 * The two questionnaires, word for word as their authors published them (docs/product.md,
 * "Check in privately", says where each wording was checked). Pure data: a questionnaire page
 * gets its own from the route's loader; the kept results and the search read them all.
 */

import { offerOf, type Instrument, type InstrumentId, type InstrumentOffer } from "./questionnaire";

export const PHQ_9: Instrument = {
  id: "phq-9",
  name: "PHQ-9",
  about: "low mood",
  countInWords: "Nine",
  topic: "depression",
  stem: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
  items: [
    "Little interest or pleasure in doing things",
    "Feeling down, depressed, or hopeless",
    "Trouble falling or staying asleep, or sleeping too much",
    "Feeling tired or having little energy",
    "Poor appetite or overeating",
    "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
    "Trouble concentrating on things, such as reading the newspaper or watching television",
    "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
    "Thoughts that you would be better off dead or of hurting yourself in some way",
  ],
  asksDifficulty: true,
  bands: [
    { from: 0, name: "Minimal", next: "keep-going" },
    { from: 5, name: "Mild", next: "watch" },
    { from: 10, name: "Moderate", next: "talk" },
    { from: 15, name: "Moderately severe", next: "talk-soon" },
    { from: 20, name: "Severe", next: "today" },
  ],
  source: {
    citation:
      "Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. Journal of General Internal Medicine. 2001;16(9):606–613.",
    href: "https://doi.org/10.1046/j.1525-1497.2001.016009606.x",
  },
};

export const GAD_7: Instrument = {
  id: "gad-7",
  name: "GAD-7",
  about: "worry and anxiety",
  countInWords: "Seven",
  topic: "anxiety",
  stem: "Over the last 2 weeks, how often have you been bothered by the following problems?",
  items: [
    "Feeling nervous, anxious, or on edge",
    "Not being able to stop or control worrying",
    "Worrying too much about different things",
    "Trouble relaxing",
    "Being so restless that it is hard to sit still",
    "Becoming easily annoyed or irritable",
    "Feeling afraid as if something awful might happen",
  ],
  asksDifficulty: true,
  bands: [
    { from: 0, name: "Minimal", next: "keep-going" },
    { from: 5, name: "Mild", next: "watch" },
    { from: 10, name: "Moderate", next: "talk" },
    { from: 15, name: "Severe", next: "talk-soon" },
  ],
  source: {
    citation:
      "Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Archives of Internal Medicine. 2006;166(10):1092–1097.",
    href: "https://jamanetwork.com/journals/jamainternalmedicine/fullarticle/410326",
  },
};

export const INSTRUMENTS: Record<InstrumentId, Instrument> = { "phq-9": PHQ_9, "gad-7": GAD_7 };

/**
 * The questionnaire a topic page offers (/depression the PHQ-9, /anxiety the GAD-7), for its
 * loader: the page's JavaScript gets the offer, not the questionnaires.
 */
export function offerForTopic(topicPath: string): InstrumentOffer | null {
  const instrument = Object.values(INSTRUMENTS).find(({ topic }) => `/${topic}` === topicPath);
  return instrument ? offerOf(instrument) : null;
}
