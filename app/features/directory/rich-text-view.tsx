import { linkify, toParagraphs } from "./rich-text";

/** A description written as paragraphs on blank lines, with its http(s) URLs as safe links. */
export function RichText({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-[1.0625rem] leading-relaxed">
      {toParagraphs(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {linkify(paragraph).map((segment, part) =>
            segment.kind === "link" ? (
              <a
                key={part}
                href={segment.href}
                target="_blank"
                rel="noopener noreferrer"
                className="break-words text-brand underline"
                // The text is the address already: print it once.
                data-print-url="none"
              >
                {segment.text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
