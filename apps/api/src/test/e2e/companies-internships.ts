import type { Db } from '../../db/client.ts';
import { insertDemoCandidate } from '../../db/seed/demo-builders.ts';
import { isoDay, nss } from '../../db/seed/ids.ts';
import { validCif } from '../back-office-client.ts';
import {
  educationCentres,
  educationInternshipRequests,
} from '../../modules/education-requests/education-requests.table.ts';
import { internshipChangeRequests } from '../../modules/internship-requests/internship-requests.table.ts';
import { internships } from '../../modules/internships/internships.table.ts';
import { findCurrentPrivacyText } from '../../modules/privacy/privacy.repository.ts';
import { buildCompleteCompany } from '../build-companies.ts';
import { demoHash, randomDni } from '../builders.ts';
import { setPerson, tag } from './people.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * Company internships with their change requests and an education centre with its requests, as
 * the demo seed's internship-requests accounts hold them, with new students of the test's own.
 */

/** A student (degree 37 when of education) with a complete profile; returns the id and DNI. */
async function student(db: Db, nombre: string, apellidos: string, education = false) {
  const dni = randomDni();
  const privacy = await findCurrentPrivacyText(db);
  const id = await insertDemoCandidate(db, await demoHash(), {
    user: { email: `practicas-${tag()}@e2e.es`, nombre, apellidos },
    profile: {
      dni,
      nss: nss(18, Number(dni.slice(0, 8))),
      telefono: '600512345',
      fechaNacimiento: '2002-04-12',
      conPracticas: true,
      conEmpleo: false,
      esEstudianteEducacion: education,
    },
    studies: [
      {
        idTitulacion: education ? 37 : 36,
        enCurso: true,
        creditosSuperados: '150',
        notaMedia: '7.80',
        fechaInicio: '2022-09-15',
      },
    ],
    languages: [[1, 6]],
    privacyVersion: privacy?.version ?? null,
  });
  return { id, dni };
}

/** A complete company in Granada whose user has the test's name. */
async function granadaCompany(db: Db, nombreComercial: string, nombre: string, apellidos: string) {
  const { company, user } = await buildCompleteCompany(db, {
    cif: validCif(),
    nombreComercial,
    idProvincia: 18,
    idLocalidad: 18087,
    direccion: 'Calle Recogidas 12',
    cp: '18005',
  });
  await setPerson(db, user.id, { nombre, apellidos });
  return { company, user };
}

const signIn = (id: number, user: { id: number; email: string }, name: string) => ({
  id,
  userId: user.id,
  user: user.email,
  login: '/login/empresas',
  name,
});

export const internshipFactories = {
  /**
   * A company with three internships: Marta's in progress with a pending extension request,
   * Hugo's in progress with none and Nerea's finished.
   */
  async empresaCambios(db: Db) {
    const now = new Date();
    const { company, user } = await granadaCompany(
      db,
      `Ingeniería Sacromonte ${tag()}`,
      'Álvaro',
      'Quesada Lorente',
    );
    const marta = await student(db, 'Marta', 'Soler Vidal');
    const hugo = await student(db, 'Hugo', 'Ramos Toledo');
    const nerea = await student(db, 'Nerea', 'Santos Vega');
    const internship = (
      candidateId: number,
      titulo: string,
      estado: 'en_curso' | 'finalizada',
      start: number,
      end: number,
    ) => ({
      candidateId,
      companyId: company.id,
      titulo,
      estado,
      curricular: true,
      fechaInicio: isoDay(now, start),
      fechaFin: isoDay(now, end),
      horasDia: 5,
      tutorEmpresaNombre: 'Álvaro Quesada Lorente',
      tutorEmpresaEmail: 'aquesada@ingenieria-alhambra.example',
      tutorAcademicoNombre: 'Dra. Pilar Medina Ortiz',
      tutorAcademicoEmail: 'pmedina@universidad-demo.es',
    });
    const [extension] = await db
      .insert(internships)
      .values([
        internship(marta.id, 'Prácticas en cálculo de estructuras', 'en_curso', -60, 60),
        internship(hugo.id, 'Prácticas en topografía y replanteo', 'en_curso', -30, 120),
        internship(nerea.id, 'Prácticas en control de calidad de obra', 'finalizada', -240, -30),
      ])
      .returning({ id: internships.id });
    if (!extension) {
      throw new Error('internships not built');
    }
    await db.insert(internshipChangeRequests).values({
      internshipId: extension.id,
      companyId: company.id,
      requestedBy: user.id,
      accion: 'ampliacion',
      descripcion:
        'Solicitamos ampliar la práctica un mes más para que Marta termine el cálculo del puente peatonal.',
    });
    return signIn(company.id, user, 'Álvaro');
  },

  /**
   * An education centre with 6 places and requests pending the centre (Lucía), pending the
   * careers office, approved and rejected by each; and Tomás, an education student without
   * requests whom the centre can request by DNI.
   */
  async centroConSolicitudes(db: Db) {
    const now = new Date();
    const { company, user } = await granadaCompany(
      db,
      `CEIP Mariana Pineda ${tag()}`,
      'Rosario',
      'Linares Pozo',
    );
    await db.insert(educationCentres).values({ companyId: company.id, limite: 6 });
    const lucia = await student(db, 'Lucía', 'Moreno Castillo', true);
    const tomas = await student(db, 'Tomás', 'Herrera Lago', true);
    const sara = await student(db, 'Sara', 'Medina Cortés', true);
    const pablo = await student(db, 'Pablo', 'Ruiz Ortega', true);
    const ana = await student(db, 'Ana', 'Vílchez Mora', true);
    const irene = await student(db, 'Irene', 'Soto Haro', true);
    const placement = {
      centreId: company.id,
      fechaInicio: isoDay(now, 70),
      fechaFin: isoDay(now, 160),
    };
    const decided = new Date(now.getTime() - 3 * DAY_MS);
    await db.insert(educationInternshipRequests).values([
      {
        ...placement,
        candidateId: lucia.id,
        origen: 'alumno',
        estado: 'pendiente_centro',
        etapa: 'primaria',
        observaciones: 'Me gustaría hacer las prácticas en el tercer ciclo de primaria.',
        createdBy: lucia.id,
      },
      {
        ...placement,
        candidateId: sara.id,
        origen: 'centro',
        estado: 'pendiente_servicio',
        etapa: 'infantil',
        tutorNombre: 'Carmen Ávila Ríos',
        tutorEmail: 'cavila@ceip-lorca.example',
        createdBy: user.id,
        centreDecidedAt: decided,
      },
      {
        ...placement,
        candidateId: pablo.id,
        origen: 'alumno',
        estado: 'aprobada',
        etapa: 'primaria',
        tutorNombre: 'Jesús Marín Plaza',
        createdBy: pablo.id,
        centreDecidedAt: decided,
        decidedAt: decided,
      },
      {
        ...placement,
        candidateId: ana.id,
        origen: 'alumno',
        estado: 'rechazada_centro',
        etapa: 'infantil',
        motivo: 'No tenemos plazas de infantil este cuatrimestre.',
        createdBy: ana.id,
        centreDecidedAt: decided,
      },
      {
        ...placement,
        candidateId: irene.id,
        origen: 'centro',
        estado: 'rechazada',
        etapa: 'primaria',
        tutorNombre: 'Carmen Ávila Ríos',
        motivo: 'La estudiante no ha superado los créditos necesarios para el prácticum.',
        createdBy: user.id,
        centreDecidedAt: decided,
        decidedAt: decided,
      },
    ]);
    return { ...signIn(company.id, user, 'Rosario'), dniTomas: tomas.dni };
  },
};
