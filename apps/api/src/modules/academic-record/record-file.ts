import { createReadStream } from 'node:fs';
import { readSheet } from 'read-excel-file/node';

/** A cell as the file gives it: CSV cells are text, XLSX cells keep their type. */
export type RecordCell = string | number | boolean | Date | null;

/** One record of the file and the line it starts on (1 is the header). */
export interface RecordLine {
  line: number;
  cells: RecordCell[];
}

export type RecordFormat = 'csv' | 'xlsx';

/** Why a file cannot be read as the record, in Spanish (the message) and English. */
export class UnreadableRecordFile extends Error {
  constructor(
    message: string,
    readonly messageEn: string,
  ) {
    super(message);
  }
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The file's text encoding: UTF-8 when it has the BOM or every byte sequence is valid UTF-8,
 * otherwise Windows-1252 (what Excel writes as "CSV" on a Spanish Windows). Reads the file once
 * without keeping it.
 */
async function encodingOf(file: string): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
      const bytes = chunk as Buffer;
      if (first && UTF8_BOM.every((b, i) => bytes[i] === b)) {
        return 'utf-8';
      }
      first = false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** `;` or `,`: whichever the header line (outside quotes) has more of; `;` on a tie. */
export function separatorOf(headerLine: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ';') {
      semicolons += 1;
    } else if (!quoted && ch === ',') {
      commas += 1;
    }
  }
  return commas > semicolons ? ',' : ';';
}

/**
 * A CSV reader over text chunks (RFC 4180 with the separator given): quoted fields may hold the
 * separator, line breaks and doubled quotes; CRLF and LF both end a record; empty lines are skipped.
 */
export class CsvReader {
  private field = '';
  private record: string[] = [];
  private quoted = false;
  /** The previous chunk ended on a quote inside a quoted field (maybe the first of a pair). */
  private pendingQuote = false;
  private fieldStarted = false;
  private line = 1;
  private recordLine = 1;

  constructor(private readonly separator: string) {}

  /** Feeds a chunk; answers the records it completed. */
  push(text: string): RecordLine[] {
    const done: RecordLine[] = [];
    for (let i = 0; i < text.length; i += 1) {
      const ch = text.charAt(i);
      if (this.pendingQuote) {
        this.pendingQuote = false;
        if (ch === '"') {
          this.field += '"';
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (ch === '"') {
          this.pendingQuote = true;
        } else {
          if (ch === '\n') {
            this.line += 1;
          }
          this.field += ch;
        }
        continue;
      }
      if (ch === '"' && !this.fieldStarted) {
        this.quoted = true;
        this.fieldStarted = true;
      } else if (ch === this.separator) {
        this.endField();
      } else if (ch === '\n') {
        this.endRecord(done);
        this.line += 1;
        this.recordLine = this.line;
      } else if (ch !== '\r') {
        this.field += ch;
        this.fieldStarted = true;
      }
    }
    return done;
  }

  /** The last record when the file does not end with a line break. */
  end(): RecordLine[] {
    const done: RecordLine[] = [];
    this.pendingQuote = false;
    this.quoted = false;
    this.endRecord(done);
    return done;
  }

  private endField() {
    this.record.push(this.field);
    this.field = '';
    this.fieldStarted = false;
  }

  private endRecord(done: RecordLine[]) {
    this.endField();
    const cells = this.record;
    this.record = [];
    if (cells.some((c) => c.trim() !== '')) {
      done.push({ line: this.recordLine, cells });
    }
  }
}

async function* csvLines(file: string): AsyncGenerator<RecordLine> {
  // The UTF-8 decoder drops a byte-order mark at the start.
  const decoder = new TextDecoder(await encodingOf(file));
  let reader: CsvReader | null = null;
  let head = '';
  for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (reader === null) {
      // The separator is read off the header line, so wait until it is complete.
      head += text;
      const end = head.indexOf('\n');
      if (end < 0 && head.length < 64 * 1024) {
        continue;
      }
      reader = new CsvReader(separatorOf(end < 0 ? head : head.slice(0, end)));
      yield* reader.push(head);
      continue;
    }
    yield* reader.push(text);
  }
  const rest = decoder.decode();
  if (reader === null) {
    // A file of one line without a line break.
    head += rest;
    reader = new CsvReader(separatorOf(head));
    yield* reader.push(head);
  } else {
    yield* reader.push(rest);
  }
  yield* reader.end();
}

async function* xlsxLines(file: string): AsyncGenerator<RecordLine> {
  let rows: RecordCell[][];
  try {
    rows = (await readSheet(file)) as RecordCell[][];
  } catch (error) {
    // The library's own words (English) say what it could not read.
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableRecordFile(
      `no es un libro de Excel válido (${reason})`,
      `it is not a valid Excel workbook (${reason})`,
    );
  }
  for (const [index, cells] of rows.entries()) {
    if (cells.some((c) => c !== null && String(c).trim() !== '')) {
      yield { line: index + 1, cells };
    }
  }
}

/**
 * The file's format by its content: an XLSX workbook is a ZIP file (its signature first); anything
 * else is read as CSV. A file whose name says .xlsx but whose content is not a workbook is refused
 * here, rather than read as a CSV of garbled columns.
 */
export async function formatOf(file: string, name = ''): Promise<RecordFormat> {
  let format: RecordFormat = 'csv';
  for await (const chunk of createReadStream(file, { start: 0, end: 3 })) {
    const bytes = chunk as Buffer;
    format =
      bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
        ? 'xlsx'
        : 'csv';
    break;
  }
  if (format === 'csv' && /\.xlsx$/i.test(name.trim())) {
    throw new UnreadableRecordFile(
      'el fichero se llama .xlsx pero no es un libro de Excel válido (¿está dañado?)',
      'the file is named .xlsx but is not a valid Excel workbook (is it damaged?)',
    );
  }
  return format;
}

/**
 * The records of an academic-record file, header first. CSV is streamed (memory stays flat
 * whatever the file's size); an XLSX workbook is unzipped whole by read-excel-file (a workbook of
 * 50,000 rows is a few megabytes), first sheet only.
 */
export function recordLines(file: string, format: RecordFormat): AsyncGenerator<RecordLine> {
  return format === 'xlsx' ? xlsxLines(file) : csvLines(file);
}
