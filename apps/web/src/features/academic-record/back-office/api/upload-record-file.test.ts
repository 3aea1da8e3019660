// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { endSession } from '../../../../lib/session.ts';
import { signInForTest } from '../../../../test/tokens.ts';
import { recordImport } from '../lib/record-import.fixtures.ts';
import { contentTypeOf, uploadRecordFile } from './upload-record-file.ts';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A stand-in XMLHttpRequest: records the request, plays upload progress, then the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string } = { status: 200, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Record<string, Listener[]> = {};
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      (this.uploadListeners[type] ??= []).push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.sent = body;
    for (const loaded of [0, 60]) {
      this.uploadListeners.progress?.forEach((l) => {
        l({ lengthComputable: true, loaded, total: 120 });
      });
    }
    this.uploadListeners.load?.forEach((l) => {
      l({ lengthComputable: true, loaded: 120, total: 120 });
    });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    (this.listeners[FakeXhr.answer.status === 0 ? 'error' : 'load'] ?? []).forEach((l) => {
      l();
    });
  }
}

const preview = recordImport({
  id: 4,
  nombreFichero: 'expediente 2026.csv',
  completa: true,
  resumen: null,
  rechazadas: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const csv = () =>
  new File(['dni;nombre\n12345678Z;Ana\n'], 'expediente 2026.csv', { type: 'text/csv' });

describe('uploadRecordFile', () => {
  it('sends the file itself as the body, names it in the query and reports progress', async () => {
    signInForTest('gestor');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ status: 0, datos: preview }) };
    const file = csv();
    const progress: number[] = [];
    const result = await uploadRecordFile({ file, completa: true }, ({ loaded, total }) =>
      progress.push(loaded / total),
    );
    expect(result).toEqual(preview);
    expect(progress).toEqual([0, 0.5, 1]);
    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(
      '/api/Gestion/expediente/importar?fichero=expediente%202026.csv&modo=previsualizar&completa=true',
    );
    expect(xhr?.sent).toBe(file);
    expect(xhr?.headers['content-type']).toBe('text/csv');
    expect(xhr?.headers.authorization).toMatch(/^Bearer /);
  });

  it("rejects with the server's code and message (122: unreadable file)", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({ status: 122, datos: null, mensaje: 'Falta la columna dni' }),
    };
    const error = await uploadRecordFile({ file: csv(), completa: false }, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 122, httpStatus: 400, mensaje: 'Falta la columna dni' });
  });

  it('turns an answer that is no envelope, or a network failure, into 500', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 502, body: 'Bad gateway' };
    const broken = await uploadRecordFile({ file: csv(), completa: false }, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(broken).toMatchObject({ status: 500, httpStatus: 502 });
    FakeXhr.answer = { status: 0, body: '' };
    const offline = await uploadRecordFile({ file: csv(), completa: false }, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(offline).toMatchObject({ status: 500, network: true });
  });

  it('sends XLSX as such and anything else as octet-stream', () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(contentTypeOf(new File([''], 'a.xlsx', { type: xlsx }))).toBe(xlsx);
    expect(contentTypeOf(new File([''], 'a.csv', { type: 'application/vnd.ms-excel' }))).toBe(
      'application/octet-stream',
    );
  });
});
