import { UPLOAD_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkFile, extensionOf, problemOfCode, readAsBase64 } from './upload-checks.ts';

describe('upload checks before sending (000 §5)', () => {
  it('reads the extension in lower case', () => {
    expect(extensionOf('Memoria.PDF')).toBe('pdf');
    expect(extensionOf('informe.final.docx')).toBe('docx');
    expect(extensionOf('sin-extension')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('punto.')).toBe('');
  });

  it('accepts the listed types up to 5000 KB', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.jpeg', 'd.tif', 'e.ppsx', 'f.txt', 'g.csv']) {
      expect(checkFile({ name, size: 1000 })).toBeNull();
    }
    expect(checkFile({ name: 'a.pdf', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, files over 5000 KB and empty files', () => {
    for (const name of ['a.exe', 'b.zip', 'c.svg', 'd.html', 'sin-extension', 'e.pdf.js']) {
      expect(checkFile({ name, size: 1000 })).toBe('fileType');
    }
    expect(checkFile({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe('fileTooBig');
    expect(checkFile({ name: 'a.pdf', size: 0 })).toBe('fileEmpty');
  });

  it("maps the server's refusal codes to the field messages", () => {
    expect(problemOfCode('file_type')).toBe('fileType');
    expect(problemOfCode('file_size')).toBe('fileTooBig');
    expect(problemOfCode('required')).toBe('required');
    expect(problemOfCode('other')).toBeNull();
    expect(problemOfCode(undefined)).toBeNull();
  });

  it('reads the file as base64 without the data: prefix', async () => {
    const blob = new Blob(['%PDF-1.4 hola'], { type: 'application/pdf' });
    expect(await readAsBase64(blob)).toBe(Buffer.from('%PDF-1.4 hola').toString('base64'));
  });
});
