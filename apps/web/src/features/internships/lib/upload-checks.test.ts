import { UPLOAD_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkFile, problemOfCode } from './upload-checks.ts';

describe('upload checks before sending', () => {
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
});
