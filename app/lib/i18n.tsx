import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { LinguiContext, Trans } from "@lingui/react";
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { MessageKey } from "~/locales/en";
import type { Locale } from "./locale";

/*
 * Strings come from one catalogue per language (app/locales/), compiled on the server
 * (./i18n.server.ts) and handed to the page in its loader data; the browser gets only the page's
 * own language, already compiled, and Lingui's small runtime to format it
 * (docs/decisions/040-i18n-with-lingui.md). The page's language is its address's (./locale.ts).
 */

/** What a loader hands the page: the language and its compiled messages. */
export interface PageMessages {
  locale: Locale;
  messages: Messages;
}

const I18nContext = createContext<{ i18n: I18n; locale: Locale } | null>(null);

function makeI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The root loader's messages (the frame's), for every page. */
function useRootMessages(): PageMessages | null {
  const root = useRouteLoaderData("root") as { i18n?: PageMessages } | undefined;
  return root?.i18n ?? null;
}

/**
 * Adds a page's own messages to the frame's, for everything inside it. A new instance per page
 * and per request: nothing is shared between two visitors' renders.
 */
export function MessagesProvider({
  page,
  children,
}: {
  /** A loader's `messagesFor(…)`, as the page receives it (its type loosened by serialization). */
  page: { locale: Locale; messages: Record<string, unknown> };
  children: ReactNode;
}) {
  const root = useRootMessages();
  const value = useMemo(() => {
    const messages = {
      ...(root?.locale === page.locale ? root.messages : {}),
      ...(page.messages as Messages),
    };
    return { i18n: makeI18n(page.locale, messages), locale: page.locale };
  }, [root, page]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): { i18n: I18n; locale: Locale } {
  const inner = useContext(I18nContext);
  const root = useRootMessages();
  const fromRoot = useMemo(
    () => (root ? { i18n: makeI18n(root.locale, root.messages), locale: root.locale } : null),
    [root],
  );
  if (inner) return inner;
  if (fromRoot) return fromRoot;
  // No loader has run (an error before the root loader): keys stand in for the messages.
  return { i18n: makeI18n("en", {}), locale: "en" };
}

/** The page's language. */
export function useLocale(): Locale {
  return useI18n().locale;
}

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A message as text, with its values filled in. */
export function useT(): Translate {
  const { i18n } = useI18n();
  return (key, values) => i18n._(key, values);
}

/**
 * A message with elements inside it: each `<name>…</name>` in the message becomes
 * `components.name` with that text as its children.
 */
export function Message({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  const { i18n } = useI18n();
  // Lingui's Trans reads the instance from its own context: this page's, handed to it here.
  const lingui = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n]);
  return (
    <LinguiContext.Provider value={lingui}>
      <Trans
        id={id}
        values={values}
        components={components}
        render={({ translation }) => <>{translation}</>}
      />
    </LinguiContext.Provider>
  );
}
