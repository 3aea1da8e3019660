import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  candidateComputerSkills,
  candidateExperience,
  candidateInterestAreas,
  candidateOtherStudies,
  candidateSkills,
  candidates,
} from '../schema.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';

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
      puesto: 'Becaria de desarrollo web',
      fechaInicio: '2023-07-01',
      fechaFin: '2023-09-30',
      descripcion: 'Maquetación de la web del estudio y de sus piezas para redes sociales.',
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
 * The CVs of the demo: estudiante@demo.es (`studentId`) gets a complete one, and a non-EU graduate
 * who needs a work permit (extranjero@demo.es) is added. The others keep what the base seed gives
 * them: titulado@demo.es lacks only recommended data (experience, skills, computer skills: applying
 * works and 534 then suggests completing the CV) and mixto@demo.es, a student too, lacks the social
 * security number every student must give (an incomplete CV: 540 before applying).
 */
export async function seedCvAccounts(
  tx: Db,
  passwordHash: string,
  studentId: number,
): Promise<void> {
  await tx
    .update(candidates)
    .set({
      enlacePortfolio: 'https://portfolio.example.com/lucia',
      idPeriodoPreferenciaPracticas: 3,
      situacionLaboral: 'estudiando',
      carnetConducir: true,
      movilidadGeografica: true,
      otrosConocimientosInformaticos: 'Figma, Blender',
    })
    .where(eq(candidates.userId, studentId));
  await fillCv(tx, studentId);

  const privacyVersion = await currentPrivacyVersion(tx);
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
