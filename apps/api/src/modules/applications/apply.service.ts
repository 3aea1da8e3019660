import {
  ApplicationState,
  CandidateDocumentType,
  MAX_ACTIVE_APPLICATIONS,
  Codes,
  offerStates,
  type ApplyResult,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { spanishDay } from '../../lib/dates.ts';
import { findVisibleOffer } from '../offers/offer-sheet.service.ts';
import * as programmesRepo from '../programmes/programmes.repository.ts';
import { transitionApplication } from '../application-states/application-state.service.ts';
import { stateName } from '../application-states/application-states.policy.ts';
import { getCvCompleteness } from '../cv/get-cv.service.ts';
import * as repo from './applications.repository.ts';
import { firstRefusal, requirementsError } from './apply.rules.ts';
import {
  loadCandidateProfile,
  type CandidateProfile,
} from '../candidates/candidate-profile.repository.ts';
import { EligibilityUnavailableError, httpEligibilityChecker } from './european-eligibility.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

const { APPLIED, WITHDRAWN } = ApplicationState;

/** European-programme offers: the external service must accept the candidate (80 if not). */
async function checkEuropeanEligibility(
  ctx: AppContext,
  profile: CandidateProfile,
  language: 'es' | 'en',
) {
  const dni = profile.candidate.dni;
  if (dni === null || dni.trim() === '') {
    throw new AppError(Codes.MANDATORY_DATA_MISSING, { datos: { campos: ['DNI/NIE'] } });
  }
  const checker = httpEligibilityChecker({ url: ctx.env.EUROPEAN_ELIGIBILITY_URL, log: ctx.log });
  const universidad = (await ctx.brand.get()).universidad;
  let answer;
  try {
    answer = await checker.check({ dni, universidad });
  } catch (error) {
    if (error instanceof EligibilityUnavailableError) {
      throw new AppError(Codes.SERVER_MESSAGE, {
        httpStatus: 503,
        message:
          'No hemos podido comprobar tu elegibilidad para el programa europeo. Inténtalo de nuevo más tarde.',
        messageEn:
          'We could not check your eligibility for the European programme. Try again later.',
      });
    }
    throw error;
  }
  if (answer && !answer.elegible) {
    const requirement =
      language === 'en'
        ? 'eligibility for the European programme'
        : 'elegibilidad para el programa europeo';
    throw requirementsError(
      [
        {
          tipo: 'programaEuropeo',
          descripcion: `${requirement}${answer.motivo ? ` (${answer.motivo})` : ''}`,
        },
      ],
      language,
    );
  }
}

/**
 * inscribirse: every rule of apply.rules.ts is checked before anything is written; then, under a
 * lock on the candidate's row, 10 and 103 are checked again and the state machine writes the
 * application, its history and the notification in one transaction. A concurrent double click either waits
 * for the lock or hits the unique index: both end as 10, with one application.
 */
export async function applyToOffer(
  ctx: AppContext,
  userId: number,
  offerId: number,
  language: 'es' | 'en' = 'es',
): Promise<ApplyResult> {
  // What the rules read of the candidate is read beside the offer, not after it: each round trip
  // to the database waits its turn on a busy server, and an application made them one by one.
  const candidateReads = Promise.all([
    loadCandidateProfile(ctx.db, userId),
    repo.countActive(ctx.db, userId),
    repo.activeProgrammeIds(ctx.db, userId),
    ctx.brand.get(),
  ]);
  const completenessRead = getCvCompleteness(ctx, userId);
  // Awaited below, in the order of the refusals: an offer that cannot be applied to answers
  // first, then a caller without a candidate profile.
  candidateReads.catch(() => undefined);
  completenessRead.catch(() => undefined);
  const { detail, mine } = await findVisibleOffer(ctx, userId, offerId);
  const open =
    detail.offer.estado === offerStates.ACTIVE &&
    detail.offer.eliminadaAt === null &&
    !detail.company.bloqueada;
  if (!open && (!mine || mine.estado === WITHDRAWN)) {
    throw new AppError(Codes.OFFER_NOT_FOUND);
  }
  const [[profile, activeCount, programmeIds, brand], adhesion] = await Promise.all([
    candidateReads,
    detail.programme ? programmesRepo.findAdhesion(ctx.db, detail.programme.id, userId) : null,
  ]);
  if (!profile) {
    throw new AppError(Codes.FORBIDDEN);
  }
  const completeness = await completenessRead;
  const refusal = firstRefusal({
    unverifiedAccess: brand.accesoNoVerificados,
    today: spanishDay(),
    detail,
    profile,
    existing: mine,
    activeCount,
    hasAdhesion: adhesion !== null && adhesion.estado !== 'rechazada',
    otherProgrammeIds: programmeIds,
    cvMissing: completeness.faltan,
    language,
  });
  if (refusal) {
    throw refusal;
  }
  if (detail.offer.programaEuropa) {
    await checkEuropeanEligibility(ctx, profile, language);
  }
  try {
    const { id, send } = await ctx.db.transaction(async (tx) => {
      await repo.lockCandidate(tx, userId);
      const standing = await repo.applyingStanding(tx, userId, offerId);
      const existing = standing.existing;
      if (existing && existing.estado !== WITHDRAWN) {
        throw new AppError(Codes.ALREADY_APPLIED);
      }
      if (standing.active >= MAX_ACTIVE_APPLICATIONS) {
        throw new AppError(Codes.TOO_MANY_ACTIVE_APPLICATIONS);
      }
      const moved = await transitionApplication(ctx, tx, {
        target: existing
          ? { applicationId: existing.id }
          : { offerId, candidateId: userId, orden: standing.nextOrder },
        actor: 'candidate',
        to: APPLIED,
        by: userId,
        pendienteFirma: false,
      });
      return { id: moved.application.id, send: moved.send };
    });
    sendInBackground(send);
    return {
      idCandidatura: id,
      idOferta: offerId,
      idEstado: APPLIED,
      estado: stateName(APPLIED),
      cvGenerado: !profile.documentTypes.has(CandidateDocumentType.OWN_CV),
    };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Codes.ALREADY_APPLIED);
    }
    throw error;
  }
}
