import {
  Codes,
  type ApplicationList,
  type ApplicationListQuery,
  type ApplicationSheet,
  type ApplicationsByState,
  type OfferFamily,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDocumentToSign } from '../signatures/signatures.mapper.ts';
import * as signaturesRepo from '../signatures/signatures.repository.ts';
import { toApplicationItem, toApplicationSheet } from './applications.mapper.ts';
import { stateName } from '../application-states/application-states.policy.ts';
import * as repo from './applications.repository.ts';
import { pageWindow } from '../../lib/page-window.ts';

const filterOf = (
  candidateId: number,
  familias: readonly OfferFamily[],
  query: Pick<ApplicationListQuery, 'estado' | 'text' | 'type'>,
): repo.MyApplicationsFilter => ({
  candidateId,
  familias: query.type ? familias.filter((f) => f === query.type) : familias,
  ...(query.estado ? { estados: query.estado } : {}),
  ...(query.text ? { text: query.text } : {}),
});

/** dameCandidaturas{Empleo|Practicas|PracticasTitulados}Usuario: mine, by preference, paged. */
export async function listMyApplications(
  ctx: AppContext,
  candidateId: number,
  familias: readonly OfferFamily[],
  query: ApplicationListQuery,
): Promise<ApplicationList> {
  const filter = filterOf(candidateId, familias, query);
  const page = pageWindow(query);
  const { rows, total } = await repo.pageOfMine(ctx.db, filter, page);
  return {
    candidaturas: rows.map((row) => toApplicationItem(row, row.unsigned)),
    total,
    pagina: query.pagina,
    porPagina: query.porPagina,
  };
}

/** dameCandidaturasPracticasUsuarioPorEstados: my internship applications grouped by state. */
export async function listMyInternshipApplicationsByState(
  ctx: AppContext,
  candidateId: number,
  query: ApplicationListQuery,
): Promise<ApplicationsByState> {
  const filter = filterOf(candidateId, ['practicas', 'practicastitulados'], query);
  const items = (await repo.listMine(ctx.db, filter)).map((row) =>
    toApplicationItem(row, row.unsigned),
  );
  const states = [...new Set(items.map((i) => i.idEstado))].sort((a, b) => a - b);
  return states.map((idEstado) => {
    const candidaturas = items.filter((i) => i.idEstado === idEstado);
    return { idEstado, estado: stateName(idEstado), total: candidaturas.length, candidaturas };
  });
}

/** /mis-candidaturas/{id}: one of my applications with its offer, documents and history. */
export async function getMyApplication(
  ctx: AppContext,
  candidateId: number,
  id: number,
): Promise<ApplicationSheet> {
  const [row] = await repo.listMine(ctx.db, {
    candidateId,
    familias: ['practicas', 'practicastitulados', 'empleo'],
    applicationId: id,
  });
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const [history, documents] = await Promise.all([
    repo.historyOf(ctx.db, id),
    signaturesRepo.documentsOfApplication(ctx.db, id),
  ]);
  return toApplicationSheet(row, history, documents.map(toDocumentToSign));
}

/**
 * editOrdenCandidaturasAlumno: my applications in order of preference. Every id must be mine
 * (else 404 and nothing changes); they get orders 1, 2, … in one transaction.
 */
export async function reorderMyApplications(
  ctx: AppContext,
  candidateId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: {
        errores: [
          { campo: 'candidaturas', codigo: 'duplicated', mensaje: 'El campo está mal formado' },
        ],
      },
    });
  }
  const owned = await repo.ownedIds(ctx.db, candidateId, unique);
  if (owned.length !== unique.length) {
    throw new AppError(Codes.NOT_FOUND);
  }
  await repo.setOrder(ctx.db, candidateId, unique);
  return unique;
}
