import type { Db } from '../../db/client.ts';
import { documentationFiles } from '../../db/schema.ts';
import { buildProgramme } from '../offer-builders.ts';

/** The careers office's annexes, training notes and other documents, titled with `word`. */
export async function insertDocumentation(db: Db, word: string) {
  const programme = await buildProgramme(db, { titulo: `Programa Talento Europa ${word}` });
  const pdf = { extension: 'pdf', mime: 'application/pdf' };
  const file = (
    seccion: 'anexos' | 'notas_informativas' | 'otros',
    colectivo: 'estudiantes' | 'titulados' | 'todos',
    titulo: string,
    nombreFichero: string,
    orden: number,
    extra: Partial<typeof documentationFiles.$inferInsert> = {},
  ) => ({
    seccion,
    colectivo,
    titulo,
    descripcion: titulo,
    nombreFichero,
    orden,
    ...pdf,
    ...extra,
  });
  await db
    .insert(documentationFiles)
    .values([
      file(
        'anexos',
        'estudiantes',
        `Anexo I: proyecto formativo de prácticas curriculares ${word}`,
        'anexo-i-proyecto-formativo.pdf',
        1,
        { modalidad: 'curricular' },
      ),
      file(
        'anexos',
        'estudiantes',
        `Anexo II: prácticas extracurriculares ${word}`,
        'anexo-ii-extracurriculares.pdf',
        2,
        { modalidad: 'extracurricular' },
      ),
      file(
        'anexos',
        'titulados',
        `Anexo de prácticas para titulados ${word}`,
        'anexo-titulados.pdf',
        1,
      ),
      file(
        'notas_informativas',
        'todos',
        `Nota informativa: prácticas curriculares ${word}`,
        'nota-practicas-curriculares.pdf',
        1,
        { modalidad: 'curricular' },
      ),
      file(
        'notas_informativas',
        'todos',
        `Nota informativa: prácticas extracurriculares ${word}`,
        'nota-practicas-extracurriculares.pdf',
        2,
        { modalidad: 'extracurricular' },
      ),
      file(
        'otros',
        'todos',
        `Guía de buenas prácticas para entidades colaboradoras ${word}`,
        'guia-entidades-colaboradoras.pdf',
        1,
      ),
      file(
        'otros',
        'titulados',
        `Bases del Programa Talento Europa ${word}`,
        'bases-talento-europa.pdf',
        1,
        { programmeId: programme.id },
      ),
    ]);
}
