import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildBrandSettings } from '../../test/build-content.ts';
import { createTestApp } from '../../test/test-app.ts';
import { BrandFileError, readBrandFile } from './brand.service.ts';

describe('GET /api/Publico/dameConfiguracion', () => {
  it('sends the same answer gzipped to a client that accepts it', async () => {
    const t = await createTestApp();
    try {
      const plain = await t.app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracion' });
      const zipped = await t.app.inject({
        method: 'GET',
        url: '/api/Publico/dameConfiguracion',
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toContain('application/json');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(plain.json().status).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('serves every brand setting with the stored banners and footer', async () => {
    const t = await createTestApp();
    await buildBrandSettings(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracion' });
    const datos = res.json().datos;
    expect(datos).toMatchObject({
      hasEventos: true,
      hasGuiasOrientacion: true,
      hashelp: true,
      canBorrarCuenta: true,
      canCrearConvenios: true,
      canRegistroAlumno: true,
      requestTipoContacto: true,
      popupDatosObligatorios: true,
      checkDatosCompletosEmpresa: true,
      hasProgramaPracticasActivo: true,
      mantenimiento: false,
      logodarkmode: expect.any(String),
      banner_intermediacion: { enlace: '/ofertas-empleo?filter=intermediacion' },
    });
    expect(datos.footer.enlaces.length).toBeGreaterThan(0);
    expect(datos.footer.version).toBe('1.0.0');
  });

  it('lets BRAND_FILE override the stored settings', async () => {
    const file = path.join(os.tmpdir(), `brand-${String(process.pid)}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({
        nombre: 'Empleo UDemo',
        hasEventos: false,
        colores: { primario: '#004488', secundario: '#222222' },
      }),
    );
    const t = await createTestApp({ BRAND_FILE: file });
    const datos = (
      await t.app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracion' })
    ).json().datos;
    expect(datos).toMatchObject({
      nombre: 'Empleo UDemo',
      hasEventos: false,
      colores: { primario: '#004488' },
      hasGuiasOrientacion: true,
    });
  });

  it('sees a maintenance change stored by the back-office', async () => {
    const t = await createTestApp();
    await buildBrandSettings(t);
    await t.ctx.brand.update({ mantenimiento: true });
    const datos = (
      await t.app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracion' })
    ).json().datos;
    expect(datos.mantenimiento).toBe(true);
    expect(datos.banner_home).not.toBeNull();
  });
});

describe('BRAND_FILE validation', () => {
  it('names the file and the bad keys', () => {
    const file = path.join(os.tmpdir(), `brand-bad-${String(process.pid)}.json`);
    fs.writeFileSync(file, JSON.stringify({ hasEventos: 'sí', colores: { primario: 'rojo' } }));
    expect(() => readBrandFile(file)).toThrow(BrandFileError);
    expect(() => readBrandFile(file)).toThrow(
      /hasEventos.*colores\.primario|colores\.primario.*hasEventos/,
    );
  });

  it('reports unreadable JSON', () => {
    const file = path.join(os.tmpdir(), `brand-broken-${String(process.pid)}.json`);
    fs.writeFileSync(file, '{ nope');
    expect(() => readBrandFile(file)).toThrow(/BRAND_FILE/);
  });
});
