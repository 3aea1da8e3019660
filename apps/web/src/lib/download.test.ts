import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { fetchFile, fileNameOf } from './download.ts';
import { currentLanguage } from './i18n.ts';

describe('fileNameOf', () => {
  it('reads the RFC 5987 name first, then the plain one, else the fallback', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''curr%C3%ADculum%20Olga.pdf", 'x')).toBe(
      'currículum Olga.pdf',
    );
    expect(fileNameOf('attachment; filename="candidatos-oferta-7.csv"', 'x')).toBe(
      'candidatos-oferta-7.csv',
    );
    expect(fileNameOf(null, 'candidatos.csv')).toBe('candidatos.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'fallback.pdf')).toBe(
      'fallback.pdf',
    );
  });
});

describe('fetchFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const answer = (body: string, headers: Record<string, string>, status = 200) => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status, headers })));
  };

  it('saves a JSON file sent as an attachment (the RGPD export)', async () => {
    answer('{"idUsuario":7}', {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': "attachment; filename*=UTF-8''datos-personales-7.json",
    });
    const file = await fetchFile('/api/x', 'x.json');
    expect(file.fileName).toBe('datos-personales-7.json');
    expect(await file.blob.text()).toBe('{"idUsuario":7}');
  });

  it('asks for the file in the interface language', async () => {
    let sent: Headers | null = null;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent = new Headers(init.headers);
      return Promise.resolve(
        new Response('"Id"', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="x.csv"',
          },
        }),
      );
    });
    await fetchFile('/api/x', 'x.csv');
    expect((sent as Headers | null)?.get('accept-language')).toBe(currentLanguage());
  });

  it('turns an envelope into an ApiError', async () => {
    answer('{"status":404,"datos":null,"mensaje":"No existe"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    await expect(fetchFile('/api/x', 'x.pdf')).rejects.toBeInstanceOf(ApiError);
  });

  it('leaves a cancelled download an abort, not a network error', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      Promise.reject(
        init.signal?.aborted === true
          ? new DOMException('The operation was aborted.', 'AbortError')
          : new TypeError('Failed to fetch'),
      ),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(fetchFile('/api/x', 'x.pdf', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(fetchFile('/api/x', 'x.pdf')).rejects.toBeInstanceOf(ApiError);
  });
});
