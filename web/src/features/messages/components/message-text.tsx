import { splitLinks } from '../thread/links';

/**
 * A message's text as text nodes and anchors, never as HTML: only http(s) addresses become
 * links, opened in a new tab without handing it this page (`noopener`) or our address
 * (`noreferrer`), and without vouching for them to search engines (`nofollow`).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
