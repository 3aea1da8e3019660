/** A piece of a highlighted text: plain text, or a matched word to mark. */
export interface HighlightPart {
  text: string;
  marked: boolean;
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Decodes the HTML entities the server's escaping produces (named and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      const code = Number.parseInt(name.slice(2), 16);
      return Number.isNaN(code) || code > 0x10ffff ? whole : String.fromCodePoint(code);
    }
    if (name.startsWith('#')) {
      const code = Number(name.slice(1));
      return code > 0x10ffff ? whole : String.fromCodePoint(code);
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a server snippet (HTML-escaped text whose matched words are wrapped in `<mark>`) into
 * text parts, so the page renders it as text nodes and `<mark>` elements: no HTML from the
 * server ever reaches the DOM as markup. Any other tag stays visible as literal text.
 */
export function parseHighlight(snippet: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (text === '') {
      return;
    }
    const last = parts.at(-1);
    if (last?.marked === marked) {
      last.text += text;
    } else {
      parts.push({ text, marked });
    }
  };
  let last = 0;
  for (const match of snippet.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    push(decodeEntities(snippet.slice(last, match.index)), false);
    push(decodeEntities(match[1] ?? ''), true);
    last = match.index + match[0].length;
  }
  push(decodeEntities(snippet.slice(last)), false);
  return parts;
}
