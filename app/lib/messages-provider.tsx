import { useMemo, type ReactNode } from "react";
import type { Locale } from "./locale";
import { I18nContext, useRootMessages, type Messages } from "./i18n";

/**
 * Adds a page's own messages to the frame's, for everything inside it. A new instance per page
 * and per request: nothing is shared between two visitors' renders. Its own module, so that the
 * pages which add no messages of their own do not load it (docs/decisions/042-i18n-with-lingui.md).
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
  const value = useMemo(
    () => ({
      locale: page.locale,
      messages: {
        ...(root?.locale === page.locale ? root.messages : {}),
        ...(page.messages as Messages),
      },
    }),
    [root, page],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
