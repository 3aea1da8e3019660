import { inflateRawSync } from 'node:zlib';

/**
 * The text of an XLSX workbook's XML parts (sheets and shared strings), joined: enough for a test
 * to check which header and cell values a downloaded export holds. Reads the ZIP's central
 * directory; entries are stored or deflated.
 */
export function xlsxText(file: Buffer): string {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) {
    throw new Error('not a ZIP file');
  }
  const entries = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const parts: string[] = [];
  for (let i = 0; i < entries; i += 1) {
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    if (!/^xl\/(worksheets\/.*|sharedStrings)\.xml$/.test(name)) {
      continue;
    }
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + size);
    parts.push((method === 8 ? inflateRawSync(data) : data).toString('utf8'));
  }
  return parts.join('\n');
}
