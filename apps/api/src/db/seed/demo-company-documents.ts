import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  agreementEvents,
  agreements,
  billingAccounts,
  companyContacts,
  companyDocuments,
  documentationFiles,
  internshipDocuments,
  internships,
  invoices,
  programmes,
} from '../schema.ts';
import {
  currentPrivacyVersion,
  insertDemoCandidate,
  insertDemoCompanyAccount,
} from './demo-builders.ts';
import { cif, dni, isoDay, nss } from './ids.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * Documentation, invoices and agreements, for the companies and the back-office:
 * - documentacion@demo.es ("Ingeniería Sierra"): two documents it uploaded, an internship with a
 *   requested and a delivered document, agreements (generated, formalised).
 * - facturas@demo.es ("Hostelería Cantábrico"): invoices in each state over three years.
 * - convenios-gestion@demo.es ("Astilleros del Norte"): agreements in every state for the staff
 *   (two signed by the company, one sent to secretariat, one due to expire).
 * - Annexes, training notes and other documents (general and of a programme), rendered as PDFs on
 *   first use (the seed has no file storage).
 */
export async function seedCompanyDocumentsAccounts(
  tx: Db,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // ---- Documentation published by the careers office ----
  const [programme] = await tx
    .select({ id: programmes.id })
    .from(programmes)
    .where(eq(programmes.slug, 'programa-talento-europa'));
  const pdf = { extension: 'pdf', mime: 'application/pdf' };
  await tx.insert(documentationFiles).values([
    {
      seccion: 'anexos',
      colectivo: 'estudiantes',
      modalidad: 'curricular',
      titulo: 'Anexo I: proyecto formativo de prácticas curriculares',
      descripcion:
        'Proyecto formativo que la entidad colaboradora firma para cada estudiante en prácticas curriculares: objetivos, actividades, horario y tutores.',
      nombreFichero: 'anexo-i-proyecto-formativo.pdf',
      orden: 1,
      ...pdf,
    },
    {
      seccion: 'anexos',
      colectivo: 'estudiantes',
      modalidad: 'extracurricular',
      titulo: 'Anexo II: prácticas extracurriculares',
      descripcion: 'Anexo de las prácticas extracurriculares con la ayuda al estudio y el seguro.',
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
      descripcion:
        'Las prácticas curriculares forman parte del plan de estudios; la entidad no está obligada a abonar ayuda económica.',
      nombreFichero: 'nota-practicas-curriculares.pdf',
      orden: 1,
      ...pdf,
    },
    {
      seccion: 'notas_informativas',
      colectivo: 'todos',
      modalidad: 'extracurricular',
      titulo: 'Nota informativa: prácticas extracurriculares y Seguridad Social',
      descripcion:
        'Las prácticas extracurriculares remuneradas conllevan el alta en la Seguridad Social del estudiante por la entidad.',
      nombreFichero: 'nota-practicas-extracurriculares.pdf',
      orden: 2,
      ...pdf,
    },
    {
      seccion: 'otros',
      colectivo: 'todos',
      titulo: 'Guía de buenas prácticas para entidades colaboradoras',
      descripcion: 'Recomendaciones para acoger, tutelar y evaluar a estudiantes en prácticas.',
      nombreFichero: 'guia-entidades-colaboradoras.pdf',
      orden: 1,
      ...pdf,
    },
    ...(programme
      ? [
          {
            seccion: 'otros' as const,
            colectivo: 'titulados' as const,
            programmeId: programme.id,
            titulo: 'Bases del Programa Talento Europa',
            descripcion: 'Requisitos, financiación y calendario del programa para las empresas.',
            nombreFichero: 'bases-talento-europa.pdf',
            orden: 1,
            ...pdf,
          },
        ]
      : []),
  ]);

  // ---- documentacion@demo.es ----
  const docs = await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      cif: cif('B', '5298314'),
      nombreComercial: 'Ingeniería Sierra',
      razonSocial: 'Ingeniería Sierra Estructuras S.L.',
      idSector: 15,
      idProvincia: 28,
      idLocalidad: 28079,
      direccion: 'Calle de Alcalá 120',
      cp: '28009',
      descripcion: 'Cálculo de estructuras y dirección de obra.',
      validada: true,
      email: 'personas@ingenieria-sierra.example',
      telefono: '915551100',
    },
    user: {
      email: 'documentacion@demo.es',
      nombre: 'Clara',
      apellidos: 'Montes Ibarra',
      cargo: 'Responsable de prácticas',
      telefono: '915551101',
    },
    privacyVersion,
  });
  await tx.insert(companyDocuments).values([
    {
      companyId: docs.companyId,
      nombre: 'Certificado de estar al corriente con Hacienda',
      extension: 'pdf',
      mime: 'application/pdf',
      uploadedBy: docs.userId,
      createdAt: at(40),
    },
    {
      companyId: docs.companyId,
      nombre: 'Póliza de responsabilidad civil',
      extension: 'pdf',
      mime: 'application/pdf',
      uploadedBy: docs.userId,
      createdAt: at(12),
    },
  ]);
  const studentId = await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'practicas-sierra@demo.es', nombre: 'Hugo', apellidos: 'Llorente Sanz' },
    profile: {
      dni: dni(93456972),
      nss: nss(28, 93456972),
      telefono: '600555972',
      fechaNacimiento: '2002-04-11',
      conPracticas: true,
      conEmpleo: false,
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '150',
        notaMedia: '7.10',
        fechaInicio: '2021-09-15',
      },
    ],
    languages: [[1, 7]],
    privacyVersion,
  });
  const [internship] = await tx
    .insert(internships)
    .values({
      candidateId: studentId,
      companyId: docs.companyId,
      titulo: 'Prácticas en cálculo de estructuras',
      curricular: true,
      estado: 'en_curso',
      fechaInicio: isoDay(now, -30),
      fechaFin: isoDay(now, 60),
      horasDia: 5,
      tutorEmpresaNombre: 'Clara Montes Ibarra',
      tutorEmpresaEmail: 'documentacion@demo.es',
    })
    .returning({ id: internships.id });
  if (internship) {
    await tx.insert(internshipDocuments).values([
      {
        internshipId: internship.id,
        nombre: 'Informe intermedio del estudiante',
        descripcion: 'Informe de seguimiento a mitad de las prácticas.',
        solicitado: true,
        fechaLimite: isoDay(now, 20),
      },
    ]);
  }

  // ---- Agreements: documentacion@demo.es and convenios-gestion@demo.es ----
  const agreementCompany = async (
    companyId: number,
    userId: number,
    rows: {
      estado: string;
      path: string[];
      days: number;
      extra?: Partial<typeof agreements.$inferInsert>;
    }[],
    signer: { nombre: string; apellidos: string; cargo: string; email: string; dni: string },
  ) => {
    const [contact] = await tx
      .insert(companyContacts)
      .values({
        companyId,
        nombre: signer.nombre,
        apellidos: signer.apellidos,
        dni: '12345678Z',
        puesto: signer.cargo,
        email: signer.email,
        telefono1: '915552200',
        direccion: 'Calle Mayor 1',
        cp: '28013',
        localidad: 'Madrid',
        idLocalidad: 28079,
        provincia: 'Madrid',
      })
      .returning({ id: companyContacts.id });
    const [account] = await tx
      .insert(billingAccounts)
      .values({
        companyId,
        nombreFiscal: 'Cuenta de facturación principal',
        cif: cif('B', String(5000000 + companyId).slice(0, 7)),
        domicilioFiscal: 'Calle Mayor 1',
        idPais: 1,
        idProvincia: 28,
        poblacion: 'Madrid',
        cp: '28013',
      })
      .returning({ id: billingAccounts.id });
    for (const r of rows) {
      const createdAt = at(r.days);
      const [row] = await tx
        .insert(agreements)
        .values({
          companyId,
          contactId: contact?.id ?? null,
          billingAccountId: account?.id ?? null,
          firmanteNombre: signer.nombre,
          firmanteApellidos: signer.apellidos,
          firmanteCargo: signer.cargo,
          firmanteEmail: signer.email,
          createdBy: userId,
          tramitacionManual: false,
          pagoDomiciliado: false,
          ...r.extra,
          estado: r.estado,
          createdAt,
          updatedAt: new Date(createdAt.getTime() + (r.path.length - 1) * 3 * DAY_MS),
        })
        .returning({ id: agreements.id });
      if (!row) {
        throw new Error('demo agreement missing');
      }
      await tx.insert(agreementEvents).values(
        r.path.map((estado, i) => ({
          agreementId: row.id,
          fromEstado: i === 0 ? null : (r.path[i - 1] ?? null),
          toEstado: estado,
          userId: estado === 'generado' || estado === 'firmado_empresa' ? userId : null,
          motivo: estado === 'erroneo' ? (r.extra?.motivo ?? null) : null,
          createdAt: new Date(createdAt.getTime() + i * 3 * DAY_MS),
        })),
      );
    }
  };
  await agreementCompany(
    docs.companyId,
    docs.userId,
    [
      {
        estado: 'formalizado',
        path: ['generado', 'firmado_empresa', 'enviado_secretaria', 'formalizado'],
        days: 200,
      },
      { estado: 'generado', path: ['generado'], days: 3 },
    ],
    {
      nombre: 'Clara',
      apellidos: 'Montes Ibarra',
      cargo: 'Responsable de prácticas',
      email: 'documentacion@demo.es',
      dni: dni(30000021),
    },
  );

  const shipyard = await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      cif: cif('A', '3915720'),
      nombreComercial: 'Astilleros del Norte',
      razonSocial: 'Astilleros del Norte S.A.',
      idSector: 15,
      idProvincia: 28,
      idLocalidad: 28079,
      direccion: 'Muelle de Maliaño 4',
      cp: '28011',
      descripcion: 'Construcción y reparación naval.',
      validada: true,
      email: 'rrhh@astilleros-norte.example',
      telefono: '942555300',
    },
    user: {
      email: 'convenios-gestion@demo.es',
      nombre: 'Álvaro',
      apellidos: 'Quintana Ruiz',
      cargo: 'Director de recursos humanos',
      telefono: '942555301',
    },
    privacyVersion,
  });
  await agreementCompany(
    shipyard.companyId,
    shipyard.userId,
    [
      {
        estado: 'formalizado',
        path: ['generado', 'firmado_empresa', 'enviado_secretaria', 'formalizado'],
        days: 500,
      },
      {
        estado: 'caducado',
        path: ['generado', 'caducado'],
        days: 380,
        extra: { sinCaducidad: false, fechaCaducidad: isoDay(now, -15) },
      },
      {
        estado: 'erroneo',
        path: ['generado', 'erroneo'],
        days: 90,
        extra: { motivo: 'Falta el cargo del firmante.' },
      },
      {
        estado: 'enviado_secretaria',
        path: ['generado', 'firmado_empresa', 'enviado_secretaria'],
        days: 45,
      },
      { estado: 'firmado_empresa', path: ['generado', 'firmado_empresa'], days: 15 },
      { estado: 'firmado_empresa', path: ['generado', 'firmado_empresa'], days: 10 },
      {
        estado: 'generado',
        path: ['generado'],
        days: 4,
        extra: { sinCaducidad: false, fechaCaducidad: isoDay(now, 200) },
      },
    ],
    {
      nombre: 'Álvaro',
      apellidos: 'Quintana Ruiz',
      cargo: 'Director de recursos humanos',
      email: 'convenios-gestion@demo.es',
      dni: dni(30000022),
    },
  );

  // ---- facturas@demo.es ----
  const billing = await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      cif: cif('B', '3387641'),
      nombreComercial: 'Hostelería Cantábrico',
      razonSocial: 'Hostelería Cantábrico S.L.',
      idSector: 15,
      idProvincia: 28,
      idLocalidad: 28079,
      direccion: 'Paseo de Pereda 10',
      cp: '28004',
      descripcion: 'Hoteles y restauración en la cornisa cantábrica.',
      validada: true,
      email: 'administracion@hosteleria-cantabrico.example',
      telefono: '942555400',
    },
    user: {
      email: 'facturas@demo.es',
      nombre: 'Lucía',
      apellidos: 'Sáinz Ortega',
      cargo: 'Administración',
      telefono: '942555401',
    },
    privacyVersion,
  });
  const year = now.getUTCFullYear();
  const invoice = (
    y: number,
    n: number,
    month: number,
    concepto: string,
    importe: string,
    estado: 'pendiente' | 'pagada' | 'anulada',
  ) => ({
    companyId: billing.companyId,
    numero: `H-${String(y)}-${String(n).padStart(4, '0')}`,
    fecha: new Date(Date.UTC(y, month, 10)),
    concepto,
    importe,
    estado,
  });
  await tx
    .insert(invoices)
    .values([
      invoice(year - 2, 31, 4, 'Gestión de prácticas curriculares', '242.00', 'pagada'),
      invoice(year - 1, 18, 1, 'Participación en el Foro de Empleo', '605.00', 'pagada'),
      invoice(year - 1, 77, 8, 'Gestión de prácticas extracurriculares', '363.00', 'anulada'),
      invoice(
        year - 1,
        78,
        8,
        'Gestión de prácticas extracurriculares (rectificada)',
        '302.50',
        'pagada',
      ),
      invoice(year, 5, 0, 'Gestión de prácticas de verano', '484.00', 'pagada'),
      invoice(
        year,
        41,
        now.getUTCMonth(),
        'Publicación destacada de ofertas',
        '121.00',
        'pendiente',
      ),
    ]);
}
