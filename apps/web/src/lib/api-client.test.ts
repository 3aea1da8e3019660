// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandRefs, surveyRefs } from '@portal/contracts';
import { apiRequest, callApiRef, isApiError, onSessionLost } from './api-client.ts';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onSessionLost(null);
  });

  function reports(): unknown[] {
    return fetchMock.mock.calls
      .filter(([url]) => typeof url === 'string' && url.endsWith('/api/Publico/reportaError'))
      .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
  }

  it('unwraps datos of a status-0 envelope and sends the bearer token', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { status: 0, datos: [1, 2], mensaje: null }));
    await expect(apiRequest('/Alumno/x', { token: 'tok' })).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Alumno/x');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('rejects with the envelope code and the server message', async () => {
    fetchMock.mockResolvedValueOnce(reply(401, { status: 3, datos: null, mensaje: 'Mal' }));
    const error: unknown = await apiRequest('/Alumno/logaUsuario', { body: {}, token: null }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(3);
    expect(isApiError(error) && error.mensaje).toBe('Mal');
    expect(reports()).toEqual([]);
  });

  it('turns a network failure into code 500 and reports it', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(reply(200, { status: 0, datos: {}, mensaje: null }));
    const error: unknown = await apiRequest('/Alumno/x', { token: null }).catch((e: unknown) => e);
    expect(isApiError(error) && error.network).toBe(true);
    expect(isApiError(error) && error.status).toBe(500);
    // The report module loads on demand: wait for it, as the user's page would.
    await vi.waitFor(() => {
      expect(reports()).toEqual([expect.objectContaining({ status: 500, url: '/api/Alumno/x' })]);
    });
  });

  it('does not report a call cut off while the page is being left; reports again once the user acts on it', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 0, datos: {}, mensaje: null }));
    // A reload or another site: the browser cuts off the calls still out.
    window.dispatchEvent(new Event('beforeunload'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const cut: unknown = await apiRequest('/Alumno/cut', { token: null }).catch((e: unknown) => e);
    expect(isApiError(cut) && cut.network).toBe(true);
    // The page was not left after all: the user clicks on it, and a failure is a failure again.
    window.dispatchEvent(new Event('pointerdown'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await apiRequest('/Alumno/real', { token: null }).catch(() => undefined);
    // Reports go out in order: a report of the cut call would come first.
    await vi.waitFor(() => {
      expect(reports()).toEqual([expect.objectContaining({ url: '/api/Alumno/real' })]);
    });
  });

  it.each([1, 12, 24])('reports failures with code %i', async (code) => {
    fetchMock.mockResolvedValueOnce(reply(500, { status: code, datos: null, mensaje: null }));
    fetchMock.mockResolvedValue(reply(200, { status: 0, datos: {}, mensaje: null }));
    await apiRequest('/Alumno/x', { token: null }).catch(() => undefined);
    await vi.waitFor(() => {
      expect(reports()).toEqual([expect.objectContaining({ status: code })]);
    });
  });

  it('calls the session-lost handler on code 2 when a token was sent', async () => {
    const lost = vi.fn();
    onSessionLost(lost);
    fetchMock.mockResolvedValueOnce(reply(401, { status: 2, datos: null, mensaje: null }));
    await apiRequest('/Alumno/x', { token: 'old' }).catch(() => undefined);
    expect(lost).toHaveBeenCalledOnce();
  });

  it('sends no call that needs a session when signed out, and sends public ones', async () => {
    // No session stored (the jsdom storage is empty): the surveys call is refused locally.
    fetchMock.mockResolvedValue(reply(200, { status: 0, datos: [], mensaje: null }));
    const error: unknown = await callApiRef(surveyRefs.candidateList, {}).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
    await callApiRef(brandRefs.config, {});
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
