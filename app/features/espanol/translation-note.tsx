/**
 * Who translated a Spanish page, on every one of them, until a curator whose profile lists
 * Spanish records a review of it (docs/decisions/042-i18n-with-lingui.md, "Who translated it").
 */
export const TRANSLATION_NOTE =
  "Traducido por nuestro equipo editorial; aún no revisado por un clínico hispanohablante.";

export function TranslationNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-ink-muted ${className}`} data-testid="translation-note">
      {TRANSLATION_NOTE}
    </p>
  );
}
