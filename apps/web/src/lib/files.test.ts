// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extensionOf, readAsBase64 } from './files.ts';

describe('files to upload', () => {
  it('reads the extension in lower case', () => {
    expect(extensionOf('Memoria.PDF')).toBe('pdf');
    expect(extensionOf('informe.final.docx')).toBe('docx');
    expect(extensionOf('sin-extension')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('punto.')).toBe('');
  });

  it('reads the file as base64 without the data: prefix', async () => {
    const blob = new Blob(['%PDF-1.4 hola'], { type: 'application/pdf' });
    expect(await readAsBase64(blob)).toBe(Buffer.from('%PDF-1.4 hola').toString('base64'));
  });
});
