import { richTextEntities, richTextTags, textBlocks } from '@portal/contracts';
import { Parser } from 'htmlparser2';

/** Blocks and line breaks: their text must not run into the next block's. */
const blocks: ReadonlySet<string> = new Set(textBlocks);
/** Elements whose content is not text a reader sees. */
const nonText = new Set(['script', 'style', 'textarea', 'option', 'noscript']);

/**
 * The text of any HTML, as the HTML parser reads it: each block ends with `blockEnd` and each list
 * item starts with `itemStart`.
 */
function parsed(html: string, blockEnd: string, itemStart: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        hidden += nonText.has(name) ? 1 : 0;
        text += name === 'li' && hidden === 0 ? itemStart : '';
      },
      ontext: (part) => {
        text += hidden === 0 ? part : '';
      },
      // Also called for void elements (br) and for elements the HTML leaves unclosed.
      onclosetag: (name) => {
        if (nonText.has(name)) {
          hidden -= 1;
        } else if (blocks.has(name)) {
          text += blockEnd;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text;
}

/** The text of any HTML, as the HTML parser reads it (blocks separated by a space). */
export const parsedText = (html: string): string => parsed(html, ' ', '');

/**
 * Stored rich text as lines, for a PDF: each block and line break ends a line, list items start
 * with a bullet, a list is followed by a blank line, entities are decoded.
 */
export function htmlToLines(html: string): string {
  return parsed(html, '\n', '• ')
    .split('\n')
    .map(collapsed)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Text of stored HTML, without tags and with entities decoded (blocks separated by a space). The
 * text is escaped again wherever it is shown, so only the text is needed, not a sanitised copy
 * (five times as long). Rich text written with the editor's tags, each closed where it was opened,
 * is read by a plain scan; anything else — other tags, comments, quotes in odd places, entities
 * beyond the basic ones, tags the HTML closes by itself — by the HTML parser, which the scan
 * agrees with wherever it answers. The text index reads every description at start-up, and a new
 * text search reads many for its snippets.
 */
export function htmlToText(html: string): string {
  return collapsed(scannedText(html) ?? parsedText(html));
}

/**
 * Each run of white space as one space, trimmed. The text's single spaces are left where they are:
 * replacing each (`/\s+/g`) took three times as long as reading the HTML.
 */
const collapsed = (text: string) => text.replace(/ \s+|[^\S ]\s*/g, ' ').trim();

const editorTags: ReadonlySet<string> = new Set(richTextTags);
const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'];
/**
 * HTML's implied end tags among the editor's tags, as the parser applies them: opening the key
 * while one of its values is the open element closes that element first. The scan leaves such
 * text to the parser.
 */
const impliedEnds: ReadonlyMap<string, readonly string[]> = new Map([
  ['a', ['a']],
  ['li', ['li']],
  ['p', ['p']],
  ['h3', headings],
  ['h4', headings],
  ['blockquote', ['p']],
  ['ol', ['p']],
  ['ul', ['p']],
]);
/** One of the entities a sanitiser writes, exactly where the search stands (sticky). */
const entityAt = new RegExp(Object.keys(richTextEntities).join('|'), 'y');
const tagAt =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z-]+(?:=(?:"[^"<>]*"|'[^'<>]*'|[^\s"'<>=`/]+))?)*)\s*(\/?)>/y;

/** The text of rich text as the editor writes it, or null for anything the parser must read. */
export function scannedText(html: string): string | null {
  const open: string[] = [];
  let text = '';
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const end = lt < 0 ? html.length : lt;
    const words = decoded(html.slice(at, end));
    if (words === null) {
      return null;
    }
    text += words;
    if (lt < 0) {
      break;
    }
    tagAt.lastIndex = lt;
    const tag = tagAt.exec(html);
    if (!tag) {
      return null;
    }
    const [whole, closing, tagName = '', , selfClosing] = tag;
    const name = tagName.toLowerCase();
    if (!editorTags.has(name) || (selfClosing && name !== 'br')) {
      return null;
    }
    const current = open.at(-1);
    if (name === 'br') {
      if (closing) {
        return null;
      }
      text += ' ';
    } else if (closing) {
      if (current !== name) {
        return null;
      }
      open.pop();
      text += blocks.has(name) ? ' ' : '';
    } else {
      if (current !== undefined && impliedEnds.get(name)?.includes(current)) {
        return null;
      }
      open.push(name);
    }
    at = lt + whole.length;
  }
  return open.length === 0 ? text : null;
}

/** A run of text with its basic entities decoded, or null if it holds any other `&`. */
function decoded(part: string): string | null {
  let amp = part.indexOf('&');
  if (amp < 0) {
    return part;
  }
  let out = '';
  let from = 0;
  while (amp >= 0) {
    entityAt.lastIndex = amp;
    const entity = entityAt.exec(part);
    if (!entity) {
      return null;
    }
    out += part.slice(from, amp) + (richTextEntities[entity[0]] ?? '');
    from = amp + entity[0].length;
    amp = part.indexOf('&', from);
  }
  return out + part.slice(from);
}
