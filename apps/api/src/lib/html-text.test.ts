import { richTextPlain } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { prng } from '../db/seed/ids.ts';
import { htmlToLines, htmlToText, parsedText, scannedText } from './html-text.ts';

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

// Pieces of HTML, ordinary and odd: the editor's tags, other tags, implied end tags, entities
// the scan reads and ones it leaves to the parser, quotes, comments, stray brackets.
const pieces = [
  '<p>',
  '</p>',
  '<P>',
  '</P>',
  '<br>',
  '<br/>',
  '<br />',
  '</br>',
  '<b>',
  '</b>',
  '<strong>',
  '</strong>',
  '<em>',
  '</em>',
  '<i>',
  '</i>',
  '<u>',
  '</u>',
  '<ul>',
  '</ul>',
  '<ol>',
  '</ol>',
  '<li>',
  '</li>',
  '<h3>',
  '</h3>',
  '<h4>',
  '</h4>',
  '<blockquote>',
  '</blockquote>',
  '<a href="https://x.es/a?b=1&amp;c=2">',
  '<a href=\'x\' title="y">',
  '<a href=x>',
  '<a href="x"title="y">',
  '</a>',
  '<p class="z">',
  '<p/>',
  '<div>',
  '</div>',
  '<script>',
  '</script>',
  '<style>',
  '</style>',
  '<table>',
  '<td>',
  '<!-- nota -->',
  '<!DOCTYPE html>',
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&#39;',
  '&nbsp;',
  '&aacute;',
  '&#241;',
  '&amp',
  '&AMP;',
  '&',
  '<',
  '>',
  '"',
  "'",
  ' ',
  '\n',
  '\t',
  'hola',
  'Ñandú',
  'a < b',
  'x>y',
  'prácticas',
  'desarrollo',
  '5 € / mes',
  '<h2>',
  '</h2>',
  '<span>',
  '</span>',
  '< p>',
  '<p >',
];

function randomHtml(random: ReturnType<typeof prng>): string {
  let html = '';
  const length = random.int(1, 14);
  for (let i = 0; i < length; i += 1) {
    html += random.pick(pieces);
  }
  return html;
}

const texts = ['hola', ' ', 'Ñandú', 'a &amp; b', '&lt;3&gt;', '&nbsp;', 'x>y', '\n', 'fin.'];
const tags = ['p', 'b', 'strong', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'];

/** Balanced rich text as the editor writes it (any nesting, the parser's implied ends too). */
function editorHtml(random: ReturnType<typeof prng>, depth = 0): string {
  let html = '';
  const length = random.int(1, 4);
  for (let i = 0; i < length; i += 1) {
    const r = random.next();
    if (r < 0.4 || depth > 3) {
      html += random.pick(texts);
    } else if (r < 0.5) {
      html += random.pick(['<br>', '<br/>']);
    } else {
      const tag = random.pick(tags);
      const open = tag === 'a' ? '<a href="https://x.es/?a=1&amp;b=2" rel="noopener">' : `<${tag}>`;
      html += `${open}${editorHtml(random, depth + 1)}</${tag}>`;
    }
  }
  return html;
}

describe('text of stored HTML', () => {
  it('reads the editor’s rich text by a plain scan, as the HTML parser reads it', () => {
    const written = [
      '<p>Hola <b>mundo</b> &amp; más</p><ul><li>uno</li><li>dos</li></ul>',
      '<h3>Requisitos</h3><p>Grado en <em>Informática</em>.<br>Inglés B2.</p>',
      '<p>Ver <a href="https://empresa.es/oferta?id=1&amp;ref=2" rel="noopener noreferrer">la web</a></p>',
      '<blockquote><p>Cita &quot;textual&quot; &lt;3&gt;&nbsp;fin</p></blockquote><ol><li><u>a</u></li></ol>',
      'texto sin etiquetas',
    ];
    for (const html of written) {
      const scanned = scannedText(html);
      expect(scanned, html).not.toBeNull();
      expect(plain(scanned ?? ''), html).toBe(plain(parsedText(html)));
    }
  });

  it('agrees with the HTML parser on any HTML the scan reads, and leaves the rest to it', () => {
    const random = prng(20261204);
    let scanned = 0;
    for (let round = 0; round < 20_000; round += 1) {
      // Half written as the editor writes, half pieces of anything in any order.
      const html = round % 2 === 0 ? editorHtml(random) : randomHtml(random);
      const text = scannedText(html);
      if (text !== null) {
        scanned += 1;
        expect(plain(text), html).toBe(plain(parsedText(html)));
      }
      expect(htmlToText(html), html).toBe(plain(parsedText(html)));
    }
    // Both ways are exercised: the scan answers a good share, the parser the rest.
    expect(scanned).toBeGreaterThan(5000);
    expect(scanned).toBeLessThan(15_000);
  });

  it('counts the editor’s rich text in the browser’s light reading as the server reads it', () => {
    // The CV's presentation is limited in characters of text: the browser's check and the
    // server's must count the same.
    expect(richTextPlain('<p>a</p><ul><li><p>b</p></li></ul><p>c<br>d <em>e</em>f</p>')).toBe(
      'a b c d ef',
    );
    const random = prng(20261205);
    let compared = 0;
    for (let round = 0; round < 20_000; round += 1) {
      const html = editorHtml(random);
      if (scannedText(html) !== null) {
        compared += 1;
        expect(richTextPlain(html), html).toBe(htmlToText(html));
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it('leaves implied end tags, other tags, comments and other entities to the parser', () => {
    for (const html of [
      '<p>a<ul><li>b</li></ul></p>',
      '<li>a<li>b</li></li>',
      '<p>a<div>b</div></p>',
      '<p>a<!-- b --></p>',
      '<p>&aacute;</p>',
      '<p>a</p></p>',
      '<p>a',
      '<a href=x/y>a</a>',
    ]) {
      expect(scannedText(html), html).toBeNull();
    }
  });

  it('lays rich text out as lines for a PDF: blocks and breaks end lines, items get a bullet', () => {
    expect(
      htmlToLines(
        '<h3>Perfil</h3><p>I+D &amp; innovación,&nbsp;<b>gestión</b> de <em>equipos</em></p>' +
          '<ul><li>Inglés C1</li><li>Alemán &lt;B1&gt;</li></ul><p>Ver&aacute;n<br>  2026</p>',
      ),
    ).toBe(
      'Perfil\nI+D & innovación, gestión de equipos\n• Inglés C1\n• Alemán <B1>\n\nVerán\n2026',
    );
  });
});
