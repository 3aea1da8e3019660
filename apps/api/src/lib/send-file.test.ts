import { describe, expect, it } from 'vitest';
import { safeFileName } from './send-file.ts';

describe('download file names', () => {
  it('removes control, bidirectional and path characters and keeps a plain extension', () => {
    expect(safeFileName('CV Íñigo Pérez.pdf')).toBe('CV Íñigo Pérez.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('factura\u202Efdp.exe')).toBe('factura_fdp.exe');
    expect(safeFileName('a\r\nContent-Type: x.pdf')).toBe('a__Content-Type_ x.pdf');
    expect(safeFileName('informe.tar.gz')).toBe('informe_tar.gz');
    expect(safeFileName('nota.p$f')).toBe('nota_p$f');
    expect(safeFileName('...')).toBe('documento');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(124);
  });
});
