import type { Db } from '../client.ts';
import {
  candidateComputerSkills,
  candidateExperience,
  candidateInterestAreas,
  candidateOtherStudies,
  candidateSkills,
} from '../schema.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { dni, nss } from './ids.ts';

const ID_COLOMBIA = 49;

/** Experience, skills and the rest of a full CV. */
async function fillCv(tx: Db, candidateId: number) {
  await tx.insert(candidateOtherStudies).values({
    candidateId,
    titulo: 'Curso de Diseño UX',
    centro: 'Escuela Digital de Madrid',
    fechaInicio: '2022-02-01',
    fechaFin: '2022-06-30',
    nota: '9.00',
  });
  await tx.insert(candidateExperience).values([
    {
      candidateId,
      empresa: 'Estudio Creativo Núñez S.L.',
      puesto: 'Becaria de diseño gráfico',
      fechaInicio: '2023-07-01',
      fechaFin: '2023-09-30',
      descripcion: 'Maquetación de catálogos y diseño de piezas para redes sociales.',
      idAreaFuncional: 2,
    },
    {
      candidateId,
      empresa: 'Librería La Pérgola',
      puesto: 'Dependienta (media jornada)',
      fechaInicio: '2021-10-01',
      fechaFin: '2022-06-30',
      descripcion: 'Atención al cliente y gestión de pedidos.',
      idAreaFuncional: 2,
    },
  ]);
  await tx.insert(candidateSkills).values(
    ['Trabajo en equipo', 'Comunicación', 'Resolución de problemas'].map((nombre, posicion) => ({
      candidateId,
      posicion,
      nombre,
    })),
  );
  await tx
    .insert(candidateComputerSkills)
    .values([1, 2, 3].map((idPrograma) => ({ candidateId, idPrograma })));
  await tx
    .insert(candidateInterestAreas)
    .values([2, 3].map((idAreaFuncional) => ({ candidateId, idAreaFuncional })));
}

/**
 * CV demo accounts: a complete CV, one lacking only recommended data, an incomplete
 * one and a non-EU graduate who needs a work permit. mixto@demo.es (seed.ts) keeps lacking the
 * social security number.
 */
export async function seedCvAccounts(tx: Db, passwordHash: string): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const complete = await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'cvcompleto@demo.es', nombre: 'Elena', apellidos: 'Muñoz Ibáñez' },
    profile: {
      dni: dni(81234567),
      nss: nss(28, 81234567),
      telefono: '600345678',
      fechaNacimiento: '2001-03-14',
      conPracticas: true,
      conEmpleo: false,
      presentacion:
        '<p>Estudiante de último curso con interés por el <strong>diseño de producto</strong> y la comunicación.</p>',
      enlacePortfolio: 'https://portfolio.example.com/elena',
      idPeriodoPreferenciaPracticas: 3,
      situacionLaboral: 'estudiando',
      carnetConducir: true,
      movilidadGeografica: true,
      otrosConocimientosInformaticos: 'Figma, Blender',
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '186',
        notaMedia: '8.10',
        fechaInicio: '2021-09-15',
      },
    ],
    languages: [
      [1, 7],
      [2, 5],
      [3, 3],
    ],
    privacyVersion,
  });
  await fillCv(tx, complete);

  // Every required datum, some recommended ones missing (no experience, no presentation): applying
  // works and 534 then suggests completing the CV (cv-apply-prompts.spec.ts applies to a job offer
  // with it: student internships also ask for the social-security proof, which no demo CV has).
  const recommended = await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'cvrecomendado@demo.es', nombre: 'Adrián', apellidos: 'Molina Varela' },
    profile: {
      dni: dni(81234578),
      nss: nss(28, 81234578),
      telefono: '600345679',
      fechaNacimiento: '2001-05-09',
      conPracticas: true,
      conEmpleo: true,
      idPeriodoPreferenciaPracticas: 3,
      situacionLaboral: 'estudiando',
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '186',
        notaMedia: '7.40',
        fechaInicio: '2021-09-15',
      },
    ],
    languages: [
      [1, 7],
      [2, 4],
    ],
    privacyVersion,
  });
  await tx
    .insert(candidateSkills)
    .values({ candidateId: recommended, posicion: 0, nombre: 'Trabajo en equipo' });
  await tx
    .insert(candidateComputerSkills)
    .values([1, 2].map((idPrograma) => ({ candidateId: recommended, idPrograma })));

  await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'cvincompleto@demo.es', nombre: 'Diego', apellidos: 'Serrano Luna' },
    profile: {
      dni: dni(82345678),
      telefono: '600456789',
      conPracticas: false,
      conEmpleo: true,
    },
    studies: [
      { idTitulacion: 43, enCurso: false, creditosSuperados: '240', fechaFin: '2023-06-30' },
    ],
    languages: [],
    privacyVersion,
  });

  await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'extranjero@demo.es', nombre: 'Valentina', apellidos: 'Restrepo Gómez' },
    profile: {
      dni: 'X1234567L',
      telefono: '600567890',
      fechaNacimiento: '1998-08-21',
      idPaisNacionalidad: ID_COLOMBIA,
      tienePermisoTrabajo: false,
      busquedaTrabajoActiva: false,
      conPracticas: false,
      conEmpleo: true,
    },
    studies: [
      {
        idTitulacion: 63,
        enCurso: false,
        creditosSuperados: '60',
        notaMedia: '8.70',
        fechaFin: '2024-06-30',
      },
    ],
    languages: [
      [1, 7],
      [2, 4],
    ],
    privacyVersion,
  });
}
