import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { checkUpload } from './uploads.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d3f80000000049454e44ae426082',
  'hex',
);
const b64 = (b: Buffer) => b.toString('base64');

describe('checkUpload', () => {
  it('accepts a real PDF, PNG and text file', async () => {
    expect(
      (
        await checkUpload({
          ficheroB64ParaAltas: b64(pdf),
          extension_adjunto: 'pdf',
          nombre: 'a.pdf',
        })
      ).mime,
    ).toBe('application/pdf');
    expect(
      (
        await checkUpload({
          ficheroB64ParaAltas: b64(png),
          extension_adjunto: 'png',
          nombre: 'a.png',
        })
      ).mime,
    ).toBe('image/png');
    expect(
      (
        await checkUpload({
          ficheroB64ParaAltas: b64(Buffer.from('hola, qué tal')),
          extension_adjunto: 'txt',
          nombre: 'a.txt',
        })
      ).extension,
    ).toBe('txt');
  });

  it('refuses an extension outside the list with the spec message', async () => {
    await expect(
      checkUpload({ ficheroB64ParaAltas: b64(pdf), extension_adjunto: 'exe', nombre: 'a.exe' }),
    ).rejects.toMatchObject({
      code: 46,
      serverMessage: 'Este tipo de fichero no esta permitido',
    });
  });

  it('refuses content that is not what the extension says', async () => {
    const fake = Buffer.from('MZ\x90\x00 this is a windows executable');
    await expect(
      checkUpload({ ficheroB64ParaAltas: b64(fake), extension_adjunto: 'pdf', nombre: 'a.pdf' }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      checkUpload({ ficheroB64ParaAltas: b64(png), extension_adjunto: 'pdf', nombre: 'a.pdf' }),
    ).rejects.toMatchObject({ code: 46 });
    await expect(
      checkUpload({
        ficheroB64ParaAltas: b64(Buffer.from([0, 1, 2, 0])),
        extension_adjunto: 'txt',
        nombre: 'a.txt',
      }),
    ).rejects.toMatchObject({ code: 46 });
  });

  it('refuses files over 5000 KB, and non-PDF or over 2 MB on PDF-only forms', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(5000 * 1024)]);
    await expect(
      checkUpload({ ficheroB64ParaAltas: b64(big), extension_adjunto: 'pdf', nombre: 'a.pdf' }),
    ).rejects.toMatchObject({ datos: { errores: [{ codigo: 'file_size' }] } });
    const mid = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024)]);
    await expect(
      checkUpload(
        { ficheroB64ParaAltas: b64(mid), extension_adjunto: 'pdf', nombre: 'a.pdf' },
        { pdfOnly: true },
      ),
    ).rejects.toMatchObject({ datos: { errores: [{ codigo: 'file_size' }] } });
    await expect(
      checkUpload(
        { ficheroB64ParaAltas: b64(png), extension_adjunto: 'png', nombre: 'a.png' },
        { pdfOnly: true },
      ),
    ).rejects.toMatchObject({ code: 46 });
  });
});
