import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as a reader would copy it, for tests: enough of the format for what pdfkit
 * writes (objects with Flate streams, embedded fonts with a ToUnicode CMap, text shown with Tj/TJ
 * in hex glyph codes, fonts named /F1… once per document). Lines are joined with "\n"; gaps
 * in justified lines read as spaces.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.search(/stream\r?\n/);
    let stream: string | null = null;
    let dict = body;
    if (at >= 0) {
      dict = body.slice(0, at);
      const start = body.indexOf('\n', at) + 1;
      const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
      stream = dict.includes('/FlateDecode')
        ? inflateSync(raw, { finishFlush: 2 }).toString('latin1')
        : raw.toString('latin1');
    }
    objects.set(Number(match[1]), { dict, stream });
  }

  /** Font resource name → glyph code → text. */
  const fonts = new Map<string, Map<string, string>>();
  const cmapOf = (fontObject: number) => {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObject)?.dict ?? '');
    const cmap = objects.get(Number(ref?.[1]))?.stream ?? '';
    const map = new Map<string, string>();
    const hexText = (hex: string) =>
      String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
    for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const first = parseInt(range[1] ?? '0', 16);
      // A ligature maps to several code points: <0066 0069>.
      const targets = [...(range[3] ?? '').matchAll(/<([0-9a-fA-F ]+)>/g)];
      targets.forEach((target, i) => {
        const text = hexText((target[1] ?? '').replace(/ /g, ''));
        map.set((first + i).toString(16).padStart(4, '0'), text);
      });
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
        map.set((pair[1] ?? '').toLowerCase(), hexText(pair[2] ?? ''));
      }
    }
    return map;
  };
  for (const { dict } of objects.values()) {
    for (const font of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      fonts.set(font[1] ?? '', cmapOf(Number(font[2])));
    }
  }

  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (stream === null || /\/(Type|Subtype)\s*\/(XObject|Image|FontFile|Font)/.test(dict)) {
      continue;
    }
    let font = new Map<string, string>();
    for (const op of stream.matchAll(
      /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (op[1] !== undefined) {
        font = fonts.get(op[1]) ?? new Map<string, string>();
        continue;
      }
      // In a TJ array, a shift of at least a fifth of an em to the right is a space the
      // layout drew as a gap (justified lines), as a reader would copy it.
      const parts = [...(op[2] ?? `<${op[3] ?? ''}>`).matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)];
      lines.push(
        parts
          .map((part) =>
            part[1] !== undefined
              ? (part[1].match(/.{4}/g) ?? []).map((c) => font.get(c.toLowerCase()) ?? '').join('')
              : Number(part[2]) <= -200
                ? ' '
                : '',
          )
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
