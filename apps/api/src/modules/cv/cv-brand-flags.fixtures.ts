import { cvCalls, defaultCvFieldSettings, type Cv, type CvFieldSettings } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterEach } from 'vitest';
import { candidates } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';

export type FieldErrors = { errores: { campo: string; codigo: string; mensaje: string }[] };

/**
 * What the CV brand-flag tests share: setting the flags (reset to the defaults after each test),
 * reading the CV and a candidate with every personal field filled.
 */
export function cvBrandFlagsFixture(t: TestApp) {
  const cvOf = async (email: string) => (await callAs<Cv>(t, cvCalls.get, email)).datos;
  const flags = (visible: boolean, editable: boolean, obligatorio: boolean) => ({
    visible,
    editable,
    obligatorio,
  });

  /** Stores `camposCv` (defaults with the given changes), as the back-office does. */
  async function setFlags(change: {
    personales?: Partial<CvFieldSettings['personales']>;
    academicos?: Partial<CvFieldSettings['academicos']>;
    experiencia?: Partial<CvFieldSettings['experiencia']>;
  }) {
    const d = defaultCvFieldSettings;
    await t.ctx.brand.update({
      camposCv: {
        personales: { ...d.personales, ...change.personales },
        academicos: { ...d.academicos, ...change.academicos },
        experiencia: { ...d.experiencia, ...change.experiencia },
      },
    });
  }

  afterEach(async () => {
    await setFlags({});
  });

  let dniNumber = 40_000_000;
  /** A valid DNI not used by any other candidate of this file. */
  function nextDni(): string {
    dniNumber += 1;
    return `${String(dniNumber)}${'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(dniNumber % 23)}`;
  }

  /**
   * A candidate with every personal field filled; `personal` is what editDatosPersonales sends.
   * An account of the candidate's own: the record's would keep its identity fields whatever the
   * brand says.
   */
  async function personalCandidate() {
    const c = await buildCandidate(t.ctx.db, { verificado: false });
    const dni = nextDni();
    await t.ctx.db
      .update(candidates)
      .set({
        dni,
        telefono: '600111222',
        fechaNacimiento: '2001-04-02',
        idProvincia: 28,
        idLocalidad: 28079,
      })
      .where(eq(candidates.userId, c.id));
    const personal = {
      DNI: dni,
      telefono: '600111222',
      fechaNacimiento: '2001-04-02',
      idPaisNacionalidad: 1,
      idProvincia: 28,
      idLocalidad: 28079,
      numeroSeguridadSocial: '281234567840',
    };
    return { ...c, personal };
  }

  return { cvOf, flags, setFlags, nextDni, personalCandidate };
}
