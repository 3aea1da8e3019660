import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/**
 * The portal's one table writer for downloads, as CSV or XLSX, streamed: rows are read from an
 * async source batch by batch and written out as they come, so a list of tens of thousands of
 * rows never sits whole in memory, neither as rows nor as the file.
 */
export interface TableSource {
  /** The sheet's name (XLSX). */
  sheet: string;
  header: readonly string[];
  /** Batches of rows, each row's cells in the header's order. */
  rows: AsyncIterable<readonly (readonly string[])[]> | Iterable<readonly (readonly string[])[]>;
  /** Column width in characters (XLSX; 22 by default). */
  width?: number;
}

/** A CSV cell: quoted, and a leading formula character neutralised (CSV injection). */
export const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

const csvLine = (row: readonly string[]) => `${row.map(csvCell).join(';')}\r\n`;

/** CSV for spreadsheets in Spanish locales: semicolons, CRLF, UTF-8 with a BOM. */
export function csvStream(table: TableSource): Readable {
  return Readable.from(
    (async function* lines() {
      yield Buffer.from(`\uFEFF${csvLine(table.header)}`, 'utf8');
      for await (const batch of table.rows) {
        yield Buffer.from(batch.map(csvLine).join(''), 'utf8');
      }
    })(),
  );
}

// Characters XML 1.0 cannot hold (control characters but tab and line breaks, lone surrogates).
const notXml = new RegExp(
  // eslint-disable-next-line no-control-regex -- these are the characters to remove
  '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]',
  'g',
);
const xmlText = (value: string) =>
  value
    .replace(notXml, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Text cells only, so nothing a user typed is ever read as a formula or a number. */
function xmlRow(row: readonly string[], index: number, style: string): string {
  const r = String(index + 1);
  const cells = row.map(
    (value, c) =>
      `<c r="${columnName(c)}${r}" t="inlineStr"${style}><is><t${/^\s|\s$/.test(value) ? ' xml:space="preserve"' : ''}>${xmlText(value)}</t></is></c>`,
  );
  return `<row r="${r}">${cells.join('')}</row>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function fixedParts(sheet: string): [string, string][] {
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const name = xmlText(sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Hoja1');
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
    ],
  ];
}

/** An XLSX workbook of one sheet: a bold, frozen header row and text cells. */
export function xlsxStream(table: TableSource): Readable {
  return Readable.from(
    (async function* workbook() {
      const out: Uint8Array[] = [];
      let failure: Error | null = null;
      const zip = new Zip((error, chunk) => {
        if (error) {
          failure = error;
        } else {
          out.push(chunk);
        }
      });
      const drain = function* () {
        if (failure) {
          throw failure;
        }
        yield* out.splice(0, out.length).map((chunk) => Buffer.from(chunk));
      };
      const encoder = new TextEncoder();
      for (const [name, text] of fixedParts(table.sheet)) {
        const part = new ZipDeflate(name, { level: 6 });
        zip.add(part);
        part.push(encoder.encode(text), true);
      }
      const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
      zip.add(sheet);
      const width = String(table.width ?? 22);
      sheet.push(
        encoder.encode(
          `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols><col min="1" max="${String(Math.max(1, table.header.length))}" width="${width}" customWidth="1"/></cols><sheetData>${xmlRow(table.header, 0, ' s="1"')}`,
        ),
      );
      yield* drain();
      let index = 1;
      for await (const batch of table.rows) {
        const xml = batch.map((row) => xmlRow(row, index++, '')).join('');
        sheet.push(encoder.encode(xml));
        yield* drain();
      }
      sheet.push(encoder.encode('</sheetData></worksheet>'), true);
      zip.end();
      yield* drain();
    })(),
  );
}

/** The whole stream in one buffer (small tables, and tests). */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
