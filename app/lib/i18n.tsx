import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";
import { useRouteLoaderData } from "react-router";
import type { MessageKey } from "~/locales/en";
import type { Locale } from "./locale";

/*
 * Strings come from one catalogue per language (app/locales/), parsed and checked by Lingui's
 * message compiler on the server (./i18n.server.ts) and handed to the page in its loader data;
 * the browser gets only the page's own language, already compiled, and formats it here
 * (docs/decisions/042-i18n-with-lingui.md: Lingui's own runtime did not fit the pages' budget).
 * The page's language is its address's (./locale.ts).
 */

/** Compiled messages by key, as `messagesFor` hands them over. */
export type Messages = Record<string, string | CompiledMessage>;
type Values = Record<string, unknown>;

/**
 * A compiled message with its values filled in: `{name}`, `{name, select, …}` and
 * `{count, plural, =0 {…} one {# …} other {…}}` (the language's plural rules); `#` is the count.
 */
function format(
  locale: Locale,
  message: string | CompiledMessage,
  values: Values,
  count?: number,
): string {
  if (typeof message === "string") return message;
  let out = "";
  for (const token of message) {
    if (typeof token === "string") {
      out += token === "#" && count !== undefined ? String(count) : token;
      continue;
    }
    const [name, type, choices] = token;
    const value = values[name];
    if (!type || !choices || typeof choices !== "object") {
      out += String(value ?? "");
      continue;
    }
    const branches = choices as Record<string, CompiledMessage | undefined>;
    if (type === "plural") {
      const n = Number(value);
      const branch =
        branches[String(n)] ?? branches[new Intl.PluralRules(locale).select(n)] ?? branches.other;
      out += format(locale, branch ?? [], values, n);
    } else {
      out += format(locale, branches[String(value)] ?? branches.other ?? [], values, count);
    }
  }
  return out;
}

interface I18n {
  locale: Locale;
  messages: Messages;
}

/** The page's language and messages, when a page adds its own (./messages-provider.tsx). */
export const I18nContext = createContext<I18n | null>(null);
/** What a loader hands the page: the language and its compiled messages. */
export interface PageMessages {
  locale: Locale;
  messages: Messages;
}

/** The root loader's messages (the frame's), for every page. */
export function useRootMessages(): PageMessages | null {
  const root = useRouteLoaderData("root") as { i18n?: PageMessages } | undefined;
  return root?.i18n ?? null;
}

function useI18n(): I18n {
  const inner = useContext(I18nContext);
  const root = useRootMessages();
  // No loader has run (an error before the root loader): keys stand in for the messages.
  return inner ?? (root ? { locale: root.locale, messages: root.messages as Messages } : FALLBACK);
}

const FALLBACK: I18n = { locale: "en", messages: {} };

/** The page's language. */
export function useLocale(): Locale {
  return useI18n().locale;
}

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A message as text, with its values filled in. */
export function useT(): Translate {
  const { locale, messages } = useI18n();
  return (key, values = {}) => {
    const message = messages[key];
    return message === undefined ? key : format(locale, message, values);
  };
}

/** `<name>text</name>` or `<name/>` in a formatted message. */
const ELEMENT = /<([\w-]+)>([\s\S]*?)<\/\1>|<([\w-]+)\/>/;

/** A formatted message's text, each element in it replaced by `components[name]`. */
function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  for (let match = ELEMENT.exec(rest); match; match = ELEMENT.exec(rest)) {
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    const inner = match[2] === undefined ? [] : withElements(match[2], components);
    nodes.push(
      element ? (
        <Fragment key={nodes.length}>
          {inner.length ? cloneElement(element, {}, ...inner) : element}
        </Fragment>
      ) : (
        inner
      ),
    );
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push(rest);
  return nodes;
}

/**
 * A message with elements inside it: each `<name>…</name>` in the message becomes
 * `components.name` with that text as its children; a value that is itself an element is
 * placed as one.
 */
export function Message({
  id,
  values = {},
  components = {},
}: {
  id: MessageKey;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  const { locale, messages } = useI18n();
  const message = messages[id];
  if (message === undefined) return <>{id}</>;
  const texts: Values = {};
  const all = { ...components };
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      all[`value-${name}`] = value;
      texts[name] = `<value-${name}/>`;
    } else texts[name] = value;
  }
  return <>{withElements(format(locale, message, texts), all)}</>;
}
