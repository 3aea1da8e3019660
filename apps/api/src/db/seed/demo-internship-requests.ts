import {
  educationCentres,
  educationInternshipRequests,
} from '../../modules/education-requests/education-requests.table.ts';
import { internshipProposals } from '../../modules/internship-proposals/internship-proposals.table.ts';
import { internshipChangeRequests } from '../../modules/internship-requests/internship-requests.table.ts';
import { internships } from '../../modules/internships/internships.table.ts';
import type { Db } from '../client.ts';
import {
  currentPrivacyVersion,
  insertDemoCandidate,
  insertDemoCompanyAccount,
} from './demo-builders.ts';
import { cif, dni, isoDay, nss } from './ids.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * Internship change requests, education internship requests and internship proposals (password
 * Demo1234):
 * - the company of convenios@demo.es (`company`, Laboratorios Prado) gets three internships, one
 *   with a pending extension request, one in progress with none, one finished;
 * - centro@demo.es (CEIP Federico García Lorca), an education centre with 6 places: requests
 *   pending the centre, pending the careers office, approved and rejected by each;
 * - educacion@demo.es, an education student whose request waits for the centre;
 * - estudiante@demo.es (`proposerId`) gets a pending proposal and a rejected one.
 */
export async function seedInternshipRequestAccounts(
  tx: Db,
  now: Date,
  passwordHash: string,
  { company, proposerId }: { company: { companyId: number; userId: number }; proposerId: number },
): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const student = async (
    email: string,
    nombre: string,
    apellidos: string,
    n: number,
    extra: { esEstudianteEducacion?: boolean; idTitulacion?: number } = {},
  ) =>
    insertDemoCandidate(tx, passwordHash, {
      user: { email, nombre, apellidos },
      profile: {
        dni: dni(n),
        nss: nss(18, n),
        telefono: `6005${String(n).slice(-5)}`,
        fechaNacimiento: '2002-04-12',
        conPracticas: true,
        conEmpleo: false,
        esEstudianteEducacion: extra.esEstudianteEducacion ?? false,
      },
      studies: [
        {
          idTitulacion: extra.idTitulacion ?? 36,
          enCurso: true,
          creditosSuperados: '150',
          notaMedia: '7.80',
          fechaInicio: '2022-09-15',
        },
      ],
      languages: [[1, 6]],
      privacyVersion,
    });

  // Company internships and change requests.
  const marta = await student('practicas.marta@demo.es', 'Marta', 'Gil Sevilla', 87123401);
  const hugo = await student('practicas.hugo@demo.es', 'Hugo', 'Ramos Toledo', 87123402);
  const nerea = await student('practicas.nerea@demo.es', 'Nerea', 'Santos Vega', 87123403);
  const internship = (
    candidateId: number,
    titulo: string,
    estado: 'en_curso' | 'finalizada',
    start: number,
    end: number,
  ) => ({
    candidateId,
    companyId: company.companyId,
    titulo,
    estado,
    curricular: true,
    fechaInicio: isoDay(now, start),
    fechaFin: isoDay(now, end),
    horasDia: 5,
    tutorEmpresaNombre: 'Inés Carrasco Vidal',
    tutorEmpresaEmail: 'icarrasco@laboratorios-prado.example',
    tutorAcademicoNombre: 'Dra. Pilar Medina Ortiz',
    tutorAcademicoEmail: 'pmedina@universidad-demo.es',
  });
  const [extension, ,] = await tx
    .insert(internships)
    .values([
      internship(marta, 'Prácticas en análisis clínico', 'en_curso', -60, 60),
      internship(hugo, 'Prácticas en bioinformática', 'en_curso', -30, 120),
      internship(nerea, 'Prácticas en control de calidad del laboratorio', 'finalizada', -240, -30),
    ])
    .returning({ id: internships.id });
  if (!extension) {
    throw new Error('demo internships not created');
  }
  await tx.insert(internshipChangeRequests).values({
    internshipId: extension.id,
    companyId: company.companyId,
    requestedBy: company.userId,
    accion: 'ampliacion',
    descripcion:
      'Solicitamos ampliar la práctica un mes más para que Marta termine la validación del nuevo método de análisis.',
  });

  // An education centre with requests in every state.
  const centre = await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      cif: cif('B', '7781002'),
      nombreComercial: 'CEIP Federico García Lorca',
      razonSocial: 'Colegio de Educación Infantil y Primaria Federico García Lorca',
      idSector: 8,
      idProvincia: 18,
      idLocalidad: 18087,
      direccion: 'Avenida de la Constitución 20',
      cp: '18012',
      descripcion: 'Colegio público de educación infantil y primaria.',
      validada: true,
      email: 'secretaria@ceip-lorca.example',
      telefono: '958550200',
    },
    user: {
      email: 'centro@demo.es',
      nombre: 'Rosario',
      apellidos: 'Linares Pozo',
      cargo: 'Jefa de estudios',
      telefono: '958550201',
    },
    privacyVersion,
  });
  await tx
    .insert(educationCentres)
    .values({ companyId: centre.companyId, limite: 6, codigoCentro: '18009845' });
  const education = { esEstudianteEducacion: true, idTitulacion: 37 };
  const lucia = await student('educacion@demo.es', 'Lucía', 'Moreno Castillo', 87123404, education);
  const sara = await student(
    'magisterio.sara@demo.es',
    'Sara',
    'Ibáñez Cortés',
    87123406,
    education,
  );
  const pablo = await student(
    'magisterio.pablo@demo.es',
    'Pablo',
    'Ruiz Ortega',
    87123407,
    education,
  );
  const ana = await student('magisterio.ana@demo.es', 'Ana', 'Vílchez Mora', 87123408, education);
  const irene = await student(
    'magisterio.irene@demo.es',
    'Irene',
    'Soto Haro',
    87123409,
    education,
  );
  const decided = new Date(now.getTime() - 3 * DAY_MS);
  const placement = {
    centreId: centre.companyId,
    fechaInicio: isoDay(now, 70),
    fechaFin: isoDay(now, 160),
    // Sent a week before the first decisions, not on the day the demo was seeded.
    createdAt: new Date(decided.getTime() - 7 * DAY_MS),
  };
  await tx.insert(educationInternshipRequests).values([
    {
      ...placement,
      candidateId: lucia,
      origen: 'alumno',
      estado: 'pendiente_centro',
      etapa: 'primaria',
      observaciones: 'Me gustaría hacer las prácticas en el tercer ciclo de primaria.',
      createdBy: lucia,
    },
    {
      ...placement,
      candidateId: sara,
      origen: 'centro',
      estado: 'pendiente_servicio',
      etapa: 'infantil',
      tutorNombre: 'Carmen Ávila Ríos',
      tutorEmail: 'cavila@ceip-lorca.example',
      createdBy: centre.userId,
      centreDecidedAt: decided,
    },
    {
      ...placement,
      candidateId: pablo,
      origen: 'alumno',
      estado: 'aprobada',
      etapa: 'primaria',
      tutorNombre: 'Jesús Marín Plaza',
      createdBy: pablo,
      centreDecidedAt: decided,
      decidedAt: decided,
    },
    {
      ...placement,
      candidateId: ana,
      origen: 'alumno',
      estado: 'rechazada_centro',
      etapa: 'infantil',
      motivo: 'No tenemos plazas de infantil este cuatrimestre.',
      createdBy: ana,
      centreDecidedAt: decided,
    },
    {
      ...placement,
      candidateId: irene,
      origen: 'centro',
      estado: 'rechazada',
      etapa: 'primaria',
      tutorNombre: 'Carmen Ávila Ríos',
      motivo: 'La estudiante no ha superado los créditos necesarios para el prácticum.',
      createdBy: centre.userId,
      centreDecidedAt: decided,
      decidedAt: decided,
    },
  ]);

  // A student's internship proposals (after the end of the internship she is doing).
  const terms = {
    candidateId: proposerId,
    origen: 'alumno' as const,
    emailContacto: 'personas@estudio-albaicin.example',
    nombreContacto: 'Julia Fuentes Lara',
    fechaInicio: isoDay(now, 45),
    fechaFin: isoDay(now, 165),
    horasDia: '5.0',
    diasSemana: 5,
    meses: 4,
    remuneracion: '400.00',
    tutorNombre: 'Julia Fuentes Lara',
    tutorEmail: 'jfuentes@estudio-albaicin.example',
    descripcion:
      'Desarrollo de la herramienta web con la que el estudio presupuesta sus rehabilitaciones de viviendas.',
    proposedBy: proposerId,
  };
  await tx.insert(internshipProposals).values([
    { ...terms, cifEmpresa: cif('B', '7781003'), nombreEmpresa: 'Estudio Albaicín Arquitectura' },
    {
      ...terms,
      cifEmpresa: cif('B', '7781004'),
      nombreEmpresa: 'Reformas Darro',
      emailContacto: 'info@reformas-darro.example',
      estado: 'rechazada',
      motivo: 'La empresa no tiene convenio de cooperación educativa con la universidad.',
      // Sent a week before the careers office decided, not on the day the demo was seeded.
      createdAt: new Date(decided.getTime() - 7 * DAY_MS),
      decidedAt: decided,
    },
  ]);
}
