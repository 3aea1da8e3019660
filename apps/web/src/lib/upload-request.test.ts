// @vitest-environment jsdom
import { internshipCalls } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { postWithProgress } from './upload-request.ts';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A stand-in XMLHttpRequest: records the request, then plays progress events and an answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string } = { status: 200, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: string | null = null;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Listener[] = [];
  upload = {
    addEventListener: (_type: string, listener: Listener) => {
      this.uploadListeners.push(listener);
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
  send(body: string) {
    this.sent = body;
    for (const loaded of [0, 50, 100]) {
      this.uploadListeners.forEach((l) => {
        l({ lengthComputable: true, loaded, total: 100 });
      });
    }
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    (this.listeners[FakeXhr.answer.status === 0 ? 'error' : 'load'] ?? []).forEach((l) => {
      l();
    });
  }
}

const upload = { ficheroB64ParaAltas: 'JVBERi0=', extension_adjunto: 'pdf', nombre: 'Memoria' };
const delivered = {
  idDocumento: 3,
  nombre: 'Memoria',
  descripcion: '',
  solicitado: true,
  entregado: true,
  fechaLimite: null,
  fechaEntrega: '24/11/2026',
  nombreFichero: 'memoria.pdf',
  url: '/api/Alumno/documentoPractica/3',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('postWithProgress', () => {
  it('posts JSON with the session token, reports progress and resolves with datos', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 200,
      body: JSON.stringify({ status: 0, datos: delivered, mensaje: 'ok' }),
    };
    const progress: number[] = [];
    const result = await postWithProgress(
      internshipCalls.deliverDocument,
      { body: { ...upload, idDocumento: 3 } },
      ({ loaded, total }) => progress.push(loaded / total),
    );
    expect(result).toEqual(delivered);
    expect(progress).toEqual([0, 0.5, 1]);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/api/Alumno/addDocumentoPractica');
    expect(FakeXhr.last?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(FakeXhr.last?.sent ?? '')).toEqual({ ...upload, idDocumento: 3 });
  });

  it('rejects with the envelope code and datos (46: file type not allowed)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const errores = [{ campo: 'ficheroB64ParaAltas', codigo: 'file_type', mensaje: 'x' }];
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({
        status: 46,
        datos: { errores },
        mensaje: 'Este tipo de fichero no esta permitido',
      }),
    };
    const error = await postWithProgress(
      internshipCalls.attachFile,
      { body: { ...upload, idPractica: 1 } },
      () => undefined,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 46, httpStatus: 400, datos: { errores } });
  });

  it('rejects a success whose datos do not match the declaration with 1', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ status: 0, datos: { id: 7 } }) };
    const error = await postWithProgress(
      internshipCalls.attachFile,
      { body: { ...upload, idPractica: 1 } },
      () => undefined,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 1, httpStatus: 200 });
  });

  it('turns a network failure into 500 and a 5xx answer into 500', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 0, body: '' };
    const offline = await postWithProgress(
      internshipCalls.attachFile,
      { body: { ...upload, idPractica: 1 } },
      () => undefined,
    ).catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 500, network: true });
    FakeXhr.answer = { status: 502, body: 'Bad gateway' };
    const broken = await postWithProgress(
      internshipCalls.attachFile,
      { body: { ...upload, idPractica: 1 } },
      () => undefined,
    ).catch((e: unknown) => e);
    expect(broken).toMatchObject({ status: 500, httpStatus: 502 });
  });
});
