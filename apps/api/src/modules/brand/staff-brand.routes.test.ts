import type { BrandSettings, StaffBrand, StaffPrivacyVersion } from '@portal/contracts';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildPrivacyText } from '../../test/build-content.ts';
import { buildBrandSettings } from '../../test/fixture-brand.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
// Stored settings over the defaults, and a privacy text the users below have accepted.
await buildBrandSettings(t.ctx.db);
await buildPrivacyText(t.ctx.db);
const adminUser = await buildStaff(t.ctx.db, 'administrador');
const admin = await staffHeader(t, adminUser.email);
const manager = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
const student = await buildCandidate(t.ctx.db);
const candidate = await t.authHeader(student.email);
const company = await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa');

type Answer<T> = { status: number; datos: T; mensaje?: string };
const get = async <T>(url: string, headers: Record<string, string> = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, body: res.json<Answer<T>>() };
};
const post = async <T>(url: string, payload: object, headers: Record<string, string> = admin) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  return { res, body: res.json<Answer<T>>() };
};
const lastAudit = async () =>
  (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const publicConfig = async () =>
  (await get<BrandSettings>('/api/Publico/dameConfiguracion', {})).body.datos;

describe('brand and legal calls are for administrators only', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/Gestion/dameMarca'],
    ['POST', '/api/Gestion/guardaMarca', { nombre: 'X' }],
    ['POST', '/api/Gestion/cambiaModoMantenimiento', { mantenimiento: false }],
    ['GET', '/api/Gestion/dameTextosLegales'],
    ['POST', '/api/Gestion/publicaTextoLegal', { textoCorto: 'abc', texto: 'abc' }],
  ];
  it.each(calls)(
    '%s %s → 403 for a manager, a candidate and a company',
    async (method, url, payload) => {
      for (const headers of [manager, candidate, company]) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url,
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});

describe('brand settings', () => {
  it('shows the settings in force', async () => {
    const { body } = await get<StaffBrand>('/api/Gestion/dameMarca');
    expect(body.datos.efectiva.nombre).toBe('Portal de Empleo');
    expect(body.datos.fijadasPorFichero).toEqual([]);
    expect(body.datos.efectiva.banner_home?.texto.es).toBe('Foro de Empleo 2027: inscríbete ya');
  });

  it('saves a subset, keeps the rest and the public configuration changes at once', async () => {
    await publicConfig(); // fills the cache
    const { body } = await post<BrandSettings>('/api/Gestion/guardaMarca', {
      nombre: 'Empleo UDemo',
      hasEventos: false,
      colores: { primario: '#1f4e79', secundario: '#8a1538' },
      logodarkmode: '/brand/logo-dark-2.svg',
      analyticsId: 'G-TEST123',
      textoInformativoEstudiantes: { es: 'Aviso a estudiantes', en: 'Notice to students' },
    });
    expect(body.status).toBe(0);
    const config = await publicConfig();
    expect(config).toMatchObject({
      nombre: 'Empleo UDemo',
      hasEventos: false,
      colores: { primario: '#1f4e79', secundario: '#8a1538' },
      logodarkmode: '/brand/logo-dark-2.svg',
      analyticsId: 'G-TEST123',
      // Untouched keys keep their stored values.
      universidad: 'Universidad de Demostración',
      canBorrarCuenta: true,
    });
    expect(config.banner_home?.texto.es).toBe('Foro de Empleo 2027: inscríbete ya');
    expect(config.footer.enlaces).toHaveLength(3);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorEmail: adminUser.email,
      accion: 'marca.editar',
      entidad: 'marca',
    });
    expect(audit?.antes).toMatchObject({ nombre: 'Portal de Empleo', hasEventos: true });
    expect(audit?.despues).toMatchObject({ nombre: 'Empleo UDemo', hasEventos: false });

    // Banners and footer can be replaced or removed.
    await post('/api/Gestion/guardaMarca', {
      banner_home: null,
      footer: { enlaces: [], textos: [{ es: 'Pie', en: 'Footer' }], version: '2.0.0' },
      nombre: 'Portal de Empleo',
      hasEventos: true,
    });
    const after = await publicConfig();
    expect(after.banner_home).toBeNull();
    expect(after.footer).toEqual({
      enlaces: [],
      textos: [{ es: 'Pie', en: 'Footer' }],
      version: '2.0.0',
    });
  });

  it('refuses brand colours under AA contrast, naming the field and the ratio', async () => {
    const { res, body } = await post('/api/Gestion/guardaMarca', {
      colores: { primario: '#ffcc00', secundario: '#1f4e79' },
    });
    expect(res.statusCode).toBe(400);
    const errores = (body.datos as { errores: { campo: string; mensaje: string }[] }).errores;
    expect(errores.map((e) => e.campo)).toEqual(['colores.primario']);
    expect(errores[0]?.mensaje).toContain('1.');
    expect(errores[0]?.mensaje).toContain('4.5:1');
    const inEnglish = await post(
      '/api/Gestion/guardaMarca',
      { colores: { primario: '#ffcc00', secundario: '#1f4e79' } },
      { ...admin, 'accept-language': 'en' },
    );
    expect(inEnglish.body.datos).toEqual({
      errores: [
        {
          campo: 'colores.primario',
          codigo: 'contrast',
          mensaje: expect.stringMatching(
            /^The contrast of colour #ffcc00 with white text is 1\.\d\d:1; it must be at least 4\.5:1/,
          ),
        },
      ],
    });
    expect((await publicConfig()).colores.primario).toBe('#1f4e79');
  });

  it('refuses malformed values (400 naming the field)', async () => {
    const { res, body } = await post('/api/Gestion/guardaMarca', {
      colores: { primario: 'red', secundario: '#1f4e79' },
      emailContactoConvenios: 'no-es-correo',
    });
    expect(res.statusCode).toBe(400);
    const campos = (body.datos as { errores: { campo: string }[] }).errores.map((e) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['colores.primario', 'emailContactoConvenios']));
  });

  it('refuses a footer link or text left blank, naming each field, and keeps the footer', async () => {
    const before = (await publicConfig()).footer;
    const { res, body } = await post('/api/Gestion/guardaMarca', {
      footer: {
        enlaces: [
          { texto: { es: 'Aviso legal', en: 'Legal notice' }, enlace: '/aviso-legal' },
          { texto: { es: '  ', en: '' }, enlace: '', externo: false },
        ],
        textos: [{ es: 'Universidad de Demostración', en: '' }],
        version: '2.0.0',
      },
    });
    expect(res.statusCode).toBe(400);
    const errores = (body.datos as { errores: { campo: string; mensaje: string }[] }).errores;
    expect(errores.map((e) => e.campo)).toEqual([
      'footer.enlaces.1.texto.es',
      'footer.enlaces.1.texto.en',
      'footer.enlaces.1.enlace',
      'footer.textos.0.en',
    ]);
    expect(errores[0]?.mensaje).toBe('Este campo es requerido');
    expect((await publicConfig()).footer).toEqual(before);
  });

  it('refuses a banner without its text, or the home banner without its address', async () => {
    const before = await publicConfig();
    const blank = { imagen: '/brand/foro.jpg', texto: { es: '', en: 'Job fair' }, enlace: '' };
    const { res, body } = await post('/api/Gestion/guardaMarca', {
      banner_home: blank,
      banner_intermediacion: blank,
    });
    expect(res.statusCode).toBe(400);
    const errores = (body.datos as { errores: { campo: string }[] }).errores;
    expect(errores.map((e) => e.campo)).toEqual([
      'banner_home.texto.es',
      'banner_home.enlace',
      'banner_intermediacion.texto.es',
    ]);
    const after = await publicConfig();
    expect(after.banner_home).toEqual(before.banner_home);
    expect(after.banner_intermediacion).toEqual(before.banner_intermediacion);
  });
});

describe('maintenance switch', () => {
  it('switches maintenance on and off, audited, seen at once', async () => {
    const on = await post<BrandSettings>('/api/Gestion/cambiaModoMantenimiento', {
      mantenimiento: true,
    });
    expect(on.body.datos.mantenimiento).toBe(true);
    expect((await publicConfig()).mantenimiento).toBe(true);
    expect((await lastAudit())?.accion).toBe('mantenimiento.activar');
    const off = await post<BrandSettings>('/api/Gestion/cambiaModoMantenimiento', {
      mantenimiento: false,
    });
    expect(off.body.datos.mantenimiento).toBe(false);
    expect((await publicConfig()).mantenimiento).toBe(false);
    expect((await lastAudit())?.accion).toBe('mantenimiento.desactivar');
    const bad = await post('/api/Gestion/cambiaModoMantenimiento', { mantenimiento: 'sí' });
    expect(bad.res.statusCode).toBe(400);
  });
});

describe('privacy text versions', () => {
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      rgpd?: string;
    };

  it('lists versions and publishing one makes users accept it again at next sign-in', async () => {
    const before = (await get<StaffPrivacyVersion[]>('/api/Gestion/dameTextosLegales')).body.datos;
    expect(before[0]?.vigente).toBe(true);
    expect(before[0]?.aceptaciones).toBeGreaterThan(0);
    expect(claimsOf((await t.login(student.email)).token).rgpd).toBeUndefined();

    const { body } = await post<StaffPrivacyVersion>('/api/Gestion/publicaTextoLegal', {
      textoCorto: 'Nuevo texto de protección de datos (versión de prueba).',
      texto: 'Texto completo de la nueva versión.',
      linkExterno: 'https://www.universidad-demo.es/privacidad',
    });
    expect(body.datos).toMatchObject({ vigente: true, aceptaciones: 0 });
    expect(body.datos.version).toBeGreaterThan(before[0]?.version ?? 0);
    expect(await lastAudit()).toMatchObject({
      accion: 'textoLegal.publicar',
      entidadId: String(body.datos.version),
    });

    const current = await get<{ version: number; textoCortoRGPD: string }>(
      '/api/Alumno/dameTextoRGPDactual',
      {},
    );
    expect(current.body.datos).toMatchObject({
      version: body.datos.version,
      textoCortoRGPD: 'Nuevo texto de protección de datos (versión de prueba).',
    });
    expect(claimsOf((await t.login(student.email)).token).rgpd).toBe('pending');
    const list = (await get<StaffPrivacyVersion[]>('/api/Gestion/dameTextosLegales')).body.datos;
    expect(list.filter((v) => v.vigente).map((v) => v.version)).toEqual([body.datos.version]);

    const bad = await post('/api/Gestion/publicaTextoLegal', {
      textoCorto: '',
      texto: '',
      linkExterno: 'x y',
    });
    expect(bad.res.statusCode).toBe(400);
    const campos = (bad.body.datos as { errores: { campo: string }[] }).errores.map((e) => e.campo);
    expect(campos.sort()).toEqual(['linkExterno', 'texto', 'textoCorto']);
  });
});
