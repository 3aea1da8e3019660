// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandSettingsFromPage, brandSettingsQueryOptions, startBrandSettings } from './brand.ts';

/** The data block the server writes into every page (the API's plugins/web.ts). */
function writeBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'brand-settings';
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById('brand-settings')?.remove();
  vi.unstubAllGlobals();
});

describe("the page's brand settings", () => {
  it('reads the answer of dameConfiguracion the page carries', () => {
    writeBlock('{"status":0,"datos":{"nombre":"Portal \\u003cde\\u003e Prueba"},"mensaje":null}');
    expect(brandSettingsFromPage()).toEqual({ nombre: 'Portal <de> Prueba' });
  });

  it('has none without the block, with a damaged one or with an error envelope', () => {
    expect(brandSettingsFromPage()).toBeNull();
    writeBlock('{"status":0,"datos":');
    expect(brandSettingsFromPage()).toBeNull();
    document.getElementById('brand-settings')?.remove();
    writeBlock('{"status":500,"datos":null,"mensaje":"x"}');
    expect(brandSettingsFromPage()).toBeNull();
  });

  it("puts the page's settings in the cache without calling", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    writeBlock('{"status":0,"datos":{"nombre":"Portal de Prueba"},"mensaje":null}');
    const client = new QueryClient();
    startBrandSettings(client);
    expect(client.getQueryData(brandSettingsQueryOptions.queryKey)).toEqual({
      nombre: 'Portal de Prueba',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('calls dameConfiguracion when the page has none', async () => {
    const fetchSpy = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 0, datos: { nombre: 'Llamada' }, mensaje: null })),
      ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const client = new QueryClient();
    startBrandSettings(client);
    await vi.waitFor(() => {
      expect(client.getQueryData(brandSettingsQueryOptions.queryKey)).toEqual({
        nombre: 'Llamada',
      });
    });
    expect(fetchSpy).toHaveBeenCalledWith('/api/Publico/dameConfiguracion', expect.anything());
  });
});
