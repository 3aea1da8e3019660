import {
  Codes,
  validationMessages,
  type EditComputerSkillsBody,
  type EditInterestBody,
  type EditProfessionalBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { cvDomains } from './cv.mapper.ts';
import { fieldError } from './cv-errors.ts';
import * as repo from './cv-skills.repository.ts';
import * as cvRepo from './cv.repository.ts';

const unknownIds = (ids: number[], has: (id: number) => boolean) => ids.some((id) => !has(id));

/** editCompetencias {competencias}: the whole list, in order, each name once. */
export async function editSkills(ctx: AppContext, candidateId: number, competencias: string[]) {
  const seen = new Set<string>();
  const names = competencias.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
  await ctx.db.transaction((tx) => repo.replaceSkills(tx, candidateId, names));
}

/** editConocimientosInformaticos {programasInformaticos, otros}. */
export async function editComputerSkills(
  ctx: AppContext,
  candidateId: number,
  body: EditComputerSkillsBody,
) {
  const ids = [...new Set(body.programasInformaticos)];
  if (unknownIds(ids, (id) => cvDomains.programa.has(id))) {
    throw fieldError(
      Codes.INVALID_INPUT,
      'programasInformaticos',
      validationMessages.malformed.mensaje,
    );
  }
  await ctx.db.transaction(async (tx) => {
    await repo.replaceComputerSkills(tx, candidateId, ids);
    await cvRepo.updateProfile(tx, candidateId, { otrosConocimientosInformaticos: body.otros });
  });
}

/** editInteres {areasFuncionales, movilidadGeografica}. */
export async function editInterest(ctx: AppContext, candidateId: number, body: EditInterestBody) {
  const ids = [...new Set(body.areasFuncionales)];
  if (unknownIds(ids, (id) => cvDomains.area.has(id))) {
    throw fieldError(Codes.INVALID_INPUT, 'areasFuncionales', validationMessages.malformed.mensaje);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.replaceInterestAreas(tx, candidateId, ids);
    await cvRepo.updateProfile(tx, candidateId, { movilidadGeografica: body.movilidadGeografica });
  });
}

/** editProfesionales {situacionLaboral, carnetConducir, vehiculoPropio}. */
export async function editProfessional(
  ctx: AppContext,
  candidateId: number,
  body: EditProfessionalBody,
) {
  await cvRepo.updateProfile(ctx.db, candidateId, body);
}
