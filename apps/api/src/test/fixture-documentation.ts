import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isoDay } from '../db/seed/ids.ts';
import {
  companyDocuments,
  documentationFiles,
  internshipDocuments,
  internships,
  users,
} from '../db/schema.ts';
import { buildCandidate } from './builders.ts';
import { buildNamedCompany } from './fixture-companies.ts';
import { buildProgramme } from './offer-builders.ts';
import { DAY_MS } from '../lib/dates.ts';

// No stored file: the PDF is rendered from the row's data and stored on first download.
const pdf = { extension: 'pdf', mime: 'application/pdf' };

/**
 * The careers office's documentation for companies: three annexes (two for students, curricular
 * and extracurricular, one for graduates), two training notes, a general guide and the rules of
 * «Programa Talento Europa» (for graduates).
 */
export async function buildDocumentationFiles(db: Db) {
  const programme = await buildProgramme(db, { titulo: 'Programa Talento Europa' });
  await db.insert(documentationFiles).values([
    {
      seccion: 'anexos',
      colectivo: 'estudiantes',
      modalidad: 'curricular',
      titulo: 'Anexo I: proyecto formativo de prácticas curriculares',
      descripcion: 'Proyecto formativo que la entidad firma para cada estudiante.',
      nombreFichero: 'anexo-i-proyecto-formativo.pdf',
      orden: 1,
      ...pdf,
    },
    {
      seccion: 'anexos',
      colectivo: 'estudiantes',
      modalidad: 'extracurricular',
      titulo: 'Anexo II: prácticas extracurriculares',
      descripcion: 'Anexo de las prácticas extracurriculares.',
      nombreFichero: 'anexo-ii-extracurriculares.pdf',
      orden: 2,
      ...pdf,
    },
    {
      seccion: 'anexos',
      colectivo: 'titulados',
      titulo: 'Anexo de prácticas para titulados',
      descripcion: 'Anexo del programa de prácticas para titulados recientes.',
      nombreFichero: 'anexo-titulados.pdf',
      orden: 1,
      ...pdf,
    },
    {
      seccion: 'notas_informativas',
      colectivo: 'todos',
      modalidad: 'curricular',
      titulo: 'Nota informativa: prácticas curriculares',
      descripcion: 'Las prácticas curriculares forman parte del plan de estudios.',
      nombreFichero: 'nota-practicas-curriculares.pdf',
      orden: 1,
      ...pdf,
    },
    {
      seccion: 'notas_informativas',
      colectivo: 'todos',
      modalidad: 'extracurricular',
      titulo: 'Nota informativa: prácticas extracurriculares y Seguridad Social',
      descripcion: 'Las prácticas extracurriculares remuneradas conllevan el alta.',
      nombreFichero: 'nota-practicas-extracurriculares.pdf',
      orden: 2,
      ...pdf,
    },
    {
      seccion: 'otros',
      colectivo: 'todos',
      titulo: 'Guía de buenas prácticas para entidades colaboradoras',
      descripcion: 'Recomendaciones para acoger, tutelar y evaluar a estudiantes.',
      nombreFichero: 'guia-entidades-colaboradoras.pdf',
      orden: 1,
      ...pdf,
    },
    {
      seccion: 'otros',
      colectivo: 'titulados',
      programmeId: programme.id,
      titulo: 'Bases del Programa Talento Europa',
      descripcion: 'Requisitos, financiación y calendario del programa.',
      nombreFichero: 'bases-talento-europa.pdf',
      orden: 1,
      ...pdf,
    },
  ]);
  return { programme };
}

/**
 * «Ingeniería Sierra» (or another name): two documents of its own (the insurance policy newer than the tax
 * certificate) and the internship of Hugo Llorente Sanz with one document asked of him.
 */
export async function buildCompanyWithDocuments(db: Db, nombreComercial = 'Ingeniería Sierra') {
  const { company, user } = await buildNamedCompany(db, nombreComercial);
  const now = Date.now();
  await db.insert(companyDocuments).values([
    {
      companyId: company.id,
      nombre: 'Certificado de estar al corriente con Hacienda',
      uploadedBy: user.id,
      createdAt: new Date(now - 40 * DAY_MS),
      ...pdf,
    },
    {
      companyId: company.id,
      nombre: 'Póliza de responsabilidad civil',
      uploadedBy: user.id,
      createdAt: new Date(now - 12 * DAY_MS),
      ...pdf,
    },
  ]);
  const student = await buildCandidate(db, { nombre: 'Hugo' });
  await db.update(users).set({ apellidos: 'Llorente Sanz' }).where(eq(users.id, student.id));
  const [internship] = await db
    .insert(internships)
    .values({
      candidateId: student.id,
      companyId: company.id,
      titulo: 'Prácticas en cálculo de estructuras',
      curricular: true,
      estado: 'en_curso',
      fechaInicio: isoDay(new Date(), -30),
      fechaFin: isoDay(new Date(), 60),
      horasDia: 5,
    })
    .returning();
  if (!internship) {
    throw new Error('internship not built');
  }
  await db.insert(internshipDocuments).values({
    internshipId: internship.id,
    nombre: 'Informe intermedio del estudiante',
    descripcion: 'Informe de seguimiento a mitad de las prácticas.',
    solicitado: true,
    fechaLimite: isoDay(new Date(), 20),
  });
  return { company, user, internship };
}
