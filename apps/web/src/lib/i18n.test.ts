import { routeHeadingKeys } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const spanish = import.meta.glob<Json>('../locales/es/*.json', { eager: true, import: 'default' });
const english = import.meta.glob<Json>('../locales/en/*.json', { eager: true, import: 'default' });

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every leaf key path of a namespace (plural forms count as one key). */
function keyPaths(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => keyPaths(item, `${prefix}[${String(index)}]`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return [prefix.replace(pluralSuffix, '')];
}

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

const esByNs = Object.fromEntries(Object.entries(spanish).map(([f, v]) => [namespaceOf(f), v]));
const enByNs = Object.fromEntries(Object.entries(english).map(([f, v]) => [namespaceOf(f), v]));

describe('translations', () => {
  it('have the same namespaces in Spanish and English', () => {
    expect(Object.keys(enByNs).sort()).toEqual(Object.keys(esByNs).sort());
  });

  it.each(Object.keys(esByNs))('namespace %s has every key in both languages', (ns) => {
    const es = new Set(keyPaths(esByNs[ns] ?? {}));
    const en = new Set(keyPaths(enByNs[ns] ?? {}));
    expect(
      [...es].filter((key) => !en.has(key)),
      'missing in English',
    ).toEqual([]);
    expect(
      [...en].filter((key) => !es.has(key)),
      'missing in Spanish',
    ).toEqual([]);
  });

  it.each(Object.keys(esByNs))('namespace %s has no empty text', (ns) => {
    for (const language of [esByNs, enByNs]) {
      const walk = (value: Json, path: string): void => {
        if (typeof value === 'string') {
          expect(value.trim(), `${ns}:${path}`).not.toBe('');
        } else if (value !== null && typeof value === 'object') {
          for (const [key, child] of Object.entries(value)) {
            walk(child, `${path}.${key}`);
          }
        }
      };
      walk(language[ns] ?? {}, ns);
    }
  });

  it('define a heading for every route of the table, in both languages', () => {
    const es = esByNs.routes as Record<string, Json>;
    const en = enByNs.routes as Record<string, Json>;
    for (const key of routeHeadingKeys) {
      expect(typeof es[key], `es routes:${key}`).toBe('string');
      expect(typeof en[key], `en routes:${key}`).toBe('string');
    }
  });

  it('keep the Spanish wording of the spec', () => {
    const home = esByNs.home as { surveys: { empty: string }; guides: { empty: string } };
    expect(home.surveys.empty).toBe('No hay encuestas pendientes');
    expect(home.guides.empty).toBe('No hay guias de orientación');
    const errors = esByNs.errors as { connection: { title: string } };
    expect(errors.connection.title).toBe('Error de conexión, por favor revisa tu conexión');
    const routes = esByNs.routes as Record<string, string>;
    expect(routes.newAgreement).toBe('Nuevo convenio de Colaboración');
    const auth = esByNs.auth as { validation: Record<string, string> };
    expect(auth.validation.required).toBe('Este campo es requerido');
    expect(auth.validation.acceptPrivacy).toBe('Debes aceptar la política de privacidad');
  });
});
