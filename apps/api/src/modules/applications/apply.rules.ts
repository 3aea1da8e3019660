import {
  CandidateDocumentType,
  Codes,
  MAX_ACTIVE_APPLICATIONS,
  statusMessage,
  tiposDocumentoCandidato,
  type CvMissingItem,
  type RequiredDocument,
  type UnmetRequirement,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { necesitaPermisoTrabajo, titulaciones } from '../domains/data/index.ts';
import type { OfferDetail } from '../offers/offer-sheet.repository.ts';
import { isActive } from './applications.policy.ts';
import type { CandidateProfile } from '../candidates/candidate-profile.repository.ts';
import {
  creditsFor,
  onlyForTheUniversity,
  overlappingPeriod,
  studiesFor,
  unmetDegree,
  unmetLanguages,
  type UnverifiedAccess,
} from '../offers/eligibility.ts';

/** Everything the rules look at, loaded before any write. */
export interface ApplyFacts {
  today: string;
  detail: OfferDetail;
  profile: CandidateProfile;
  existing: { estado: number } | null;
  activeCount: number;
  hasAdhesion: boolean;
  /** Programmes of the candidate's other live applications. */
  otherProgrammeIds: number[];
  /** What the CV lacks (cvCompleteness's `faltan`; the required items refuse with 540). */
  cvMissing: CvMissingItem[];
  /** What candidates outside the academic record may apply to (brand `accesoNoVerificados`). */
  unverifiedAccess: UnverifiedAccess;
  /** The language of the answer: an unmet requirement names degrees and languages in it. */
  language: 'es' | 'en';
}

type Rule = (f: ApplyFacts) => AppError | null;

const isInternship = (f: ApplyFacts) => f.detail.offer.familia !== 'empleo';
const blank = (v: string | null) => v === null || v.trim() === '';

/** Internship data the CV must hold (518): identity, phone, birth date and address. */
export function missingInternshipData(profile: CandidateProfile): string[] {
  const c = profile.candidate;
  return [
    blank(c.dni) ? 'DNI/NIE' : null,
    blank(c.telefono) ? 'Teléfono' : null,
    c.fechaNacimiento === null ? 'Fecha de nacimiento' : null,
    c.idProvincia === null ? 'Provincia' : null,
    c.idLocalidad === null ? 'Localidad' : null,
  ].filter((v): v is string => v !== null);
}

/** Documents still to provide (11): the student's social-security proof, the programme's list. */
export function missingDocuments(f: Pick<ApplyFacts, 'detail' | 'profile'>): RequiredDocument[] {
  const needed = new Set<number>(f.detail.programme?.documentosRequeridos ?? []);
  if (f.detail.offer.familia === 'practicas') {
    needed.add(CandidateDocumentType.SOCIAL_SECURITY_PROOF);
  }
  return tiposDocumentoCandidato
    .filter((t) => needed.has(t.id) && !f.profile.documentTypes.has(t.id))
    .map((t) => ({ idTipoDocumento: t.id, nombre: t.descripcion, descripcion: t.detalle }));
}

export function requirementsError(
  unmet: UnmetRequirement[],
  language: 'es' | 'en' = 'es',
): AppError {
  const requisitos = unmet.map((u) => u.descripcion);
  return new AppError(Codes.REQUIREMENTS_NOT_MET, {
    message: statusMessage(Codes.REQUIREMENTS_NOT_MET, language, { requisitos }).cuerpo,
    datos: { requisitos: unmet },
  });
}

const level = new Map(titulaciones.map((t) => [t.id, t.nivel]));

/**
 * The rules of inscribirse in the order they are checked (each refusal names its code):
 * facts about the offer first, then whether the candidate can ever qualify, then what they can
 * fix in their profile, then programme steps, then conflicts with their other activity. The
 * external European-programme check runs after all of them, right before writing; 10 and 103 are
 * checked again under the candidate's row lock when writing.
 */
export const applyRules: readonly [string, Rule][] = [
  [
    '10 ya inscrito',
    (f) => (f.existing && f.existing.estado !== 8 ? new AppError(Codes.ALREADY_APPLIED) : null),
  ],
  [
    '92 plazo finalizado',
    (f) => {
      const { offer, programme } = f.detail;
      const closed =
        (offer.fechaFinInscripcion !== null && offer.fechaFinInscripcion < f.today) ||
        (programme !== null && programme.fechaFin < f.today);
      return closed ? new AppError(Codes.DEADLINE_PASSED) : null;
    },
  ],
  [
    // Internships and offers for the university's degree or postgraduate students are for the
    // university's own people: a candidate the record does not know may apply to open jobs only.
    '120 solo de la universidad',
    (f) =>
      onlyForTheUniversity(f.detail.offer, f.profile.candidate.verificado, f.unverifiedAccess)
        ? new AppError(Codes.NOT_VERIFIED_CANDIDATE)
        : null,
  ],
  [
    '18/19 solo grado o posgrado',
    (f) => {
      const wanted = f.detail.offer.nivelEstudiantes;
      if (wanted === null) {
        return null;
      }
      const levels = studiesFor(f.detail.offer.familia, f.profile.studies).map((s) =>
        level.get(s.idTitulacion),
      );
      if (wanted === 'grado' && !levels.includes('grado')) {
        return new AppError(Codes.OFFER_FOR_DEGREE_STUDENTS_ONLY);
      }
      if (wanted === 'posgrado' && !levels.some((l) => l === 'master' || l === 'doctorado')) {
        return new AppError(Codes.OFFER_FOR_POSTGRADUATE_STUDENTS_ONLY);
      }
      return null;
    },
  ],
  [
    '80 requisitos',
    (f) => {
      const degree = unmetDegree(
        f.detail.offer.familia,
        f.detail.degreeIds,
        f.profile.studies,
        f.language,
      );
      const unmet = [
        ...(degree ? [degree] : []),
        ...unmetLanguages(f.detail.languages, f.profile.languages, f.language),
      ];
      return unmet.length > 0 ? requirementsError(unmet, f.language) : null;
    },
  ],
  [
    '52 créditos',
    (f) => {
      const minimum = f.detail.offer.creditosMinimos;
      const credits = creditsFor(f.detail.offer.familia, f.detail.degreeIds, f.profile.studies);
      return minimum !== null && credits < minimum
        ? new AppError(Codes.NOT_ENOUGH_CREDITS, {
            datos: { creditosMinimos: minimum, creditosSuperados: credits },
          })
        : null;
    },
  ],
  [
    '34 permiso de trabajo',
    (f) =>
      f.detail.offer.familia !== 'practicas' &&
      necesitaPermisoTrabajo(f.profile.candidate.idPaisNacionalidad) &&
      !f.profile.candidate.tienePermisoTrabajo
        ? new AppError(Codes.WORK_PERMIT_REQUIRED)
        : null,
  ],
  [
    '106 número de la Seguridad Social',
    (f) =>
      f.detail.offer.familia === 'practicas' && blank(f.profile.candidate.nss)
        ? new AppError(Codes.SOCIAL_SECURITY_NUMBER_REQUIRED)
        : null,
  ],
  [
    '518 datos para las prácticas',
    (f) => {
      const campos = isInternship(f) ? missingInternshipData(f.profile) : [];
      return campos.length > 0
        ? new AppError(Codes.INTERNSHIP_DATA_MISSING, { datos: { campos } })
        : null;
    },
  ],
  [
    '540 datos obligatorios del CV',
    (f) => {
      const faltan = f.cvMissing.filter((item) => item.obligatorio);
      return faltan.length > 0
        ? new AppError(Codes.COMPLETE_YOUR_CV_TO_APPLY, { datos: { faltan } })
        : null;
    },
  ],
  [
    '54 búsqueda activa',
    (f) => {
      const c = f.profile.candidate;
      const active = isInternship(f) ? c.busquedaPracticasActiva : c.busquedaTrabajoActiva;
      return active ? null : new AppError(Codes.ACTIVE_SEARCH_REQUIRED);
    },
  ],
  [
    '55 CV propio',
    (f) =>
      f.detail.offer.requiereCvPropio && !f.profile.documentTypes.has(CandidateDocumentType.OWN_CV)
        ? new AppError(Codes.OWN_CV_REQUIRED)
        : null,
  ],
  [
    '11 documentación',
    (f) => {
      const documentacionNecesaria = missingDocuments(f);
      return documentacionNecesaria.length > 0
        ? new AppError(Codes.MISSING_DOCUMENTATION, { datos: { documentacionNecesaria } })
        : null;
    },
  ],
  [
    '58 dedicación del programa',
    (f) => {
      const { offer, programme } = f.detail;
      if (
        !programme ||
        (offer.dedicacion === programme.dedicacion && offer.meses === programme.meses)
      ) {
        return null;
      }
      return new AppError(Codes.DEDICATION_MISMATCH, {
        message: `La dedicación de esta oferta (${String(offer.dedicacion ?? '—')} %, ${String(offer.meses ?? '—')} meses) no coincide con la del programa «${programme.titulo}» (${String(programme.dedicacion)} %, ${String(programme.meses)} meses), por lo que no admite inscripciones. Ponte en contacto con el Servicio de Empleo.`,
        messageEn: `This offer's dedication (${String(offer.dedicacion ?? '—')} %, ${String(offer.meses ?? '—')} months) does not match the programme «${programme.titulo}» (${String(programme.dedicacion)} %, ${String(programme.meses)} months), so it takes no applications. Contact the careers office.`,
      });
    },
  ],
  [
    '91 adhesión al programa',
    (f) =>
      f.detail.programme && !f.hasAdhesion
        ? new AppError(Codes.ADHESION_REQUIRED, {
            datos: { idPrograma: f.detail.programme.id, urlPrograma: f.detail.programme.slug },
          })
        : null,
  ],
  [
    '93 candidaturas en otros programas',
    (f) => {
      const programme = f.detail.programme;
      return programme && f.otherProgrammeIds.some((id) => id !== programme.id)
        ? new AppError(Codes.APPLICATIONS_IN_OTHER_PROGRAMMES)
        : null;
    },
  ],
  [
    '17 coincide con tus prácticas',
    (f) => {
      const overlap = isInternship(f)
        ? overlappingPeriod(
            f.detail.offer.fechaInicio,
            f.detail.offer.fechaFin,
            f.profile.internships,
          )
        : null;
      return overlap
        ? new AppError(Codes.OVERLAPS_OWN_INTERNSHIP, {
            datos: { idPractica: overlap.id, practica: overlap.titulo },
          })
        : null;
    },
  ],
  [
    '103 más de 3 candidaturas',
    (f) =>
      f.activeCount >= MAX_ACTIVE_APPLICATIONS && !(f.existing && isActive(f.existing.estado))
        ? new AppError(Codes.TOO_MANY_ACTIVE_APPLICATIONS)
        : null,
  ],
];

/** The first rule that refuses, or null when the candidate may apply. */
export function firstRefusal(facts: ApplyFacts): AppError | null {
  for (const [, rule] of applyRules) {
    const refusal = rule(facts);
    if (refusal) {
      return refusal;
    }
  }
  return null;
}
