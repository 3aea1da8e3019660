import {
  CADUCA_PRONTO_DIAS,
  offerStates,
  type BrandSettings,
  type OfferActions,
  type OfferFamily,
} from '@portal/contracts';

interface OfferState {
  estado: number;
  /** Application deadline, YYYY-MM-DD; past it the offer has expired. */
  fechaFinInscripcion: string | null;
}

type OfferBrandFlags = Pick<
  BrandSettings,
  'canBorrarOferta' | 'canDuplicarOferta' | 'canCopiarOfertaPerfilContrario'
>;

/** Expired: its application deadline is before today (a day in Spain, YYYY-MM-DD). */
export const isExpired = (offer: OfferState, today: string) =>
  offer.fechaFinInscripcion !== null && offer.fechaFinInscripcion < today;

/** Edit only while pending validation and not expired. */
export const isEditable = (offer: OfferState, today: string) =>
  offer.estado === offerStates.PENDING && !isExpired(offer, today);

/**
 * Only a published (active) offer can be closed: a pending one has no candidates yet, so the
 * company edits or deletes it instead; closed and rejected ones are already final.
 */
export const isClosable = (offer: OfferState) => offer.estado === offerStates.ACTIVE;

/** Last day (YYYY-MM-DD) of the "expires soon" window that starts today. */
export function expiresSoonUntil(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + CADUCA_PRONTO_DIAS);
  return day.toISOString().slice(0, 10);
}

/** The buttons the company gets for an offer now: its state and the brand flags decide. */
export function offerActions(
  offer: OfferState,
  brand: OfferBrandFlags,
  today: string,
): OfferActions {
  return {
    editar: isEditable(offer, today),
    cerrar: isClosable(offer),
    borrar: brand.canBorrarOferta,
    duplicar: brand.canDuplicarOferta,
    copiarPerfilContrario: brand.canCopiarOfertaPerfilContrario,
  };
}

/**
 * The opposite profile (idPerfil 1 employment ↔ 2 internships): internships of students
 * or graduates become a job offer; a job offer becomes a student internship.
 */
export const oppositeFamily: Readonly<Record<OfferFamily, OfferFamily>> = {
  practicas: 'empleo',
  practicastitulados: 'empleo',
  empleo: 'practicas',
};

/** Only a validated, unblocked company publishes (code 9). */
export const canPublish = (company: { validada: boolean; bloqueada: boolean }) =>
  company.validada && !company.bloqueada;
