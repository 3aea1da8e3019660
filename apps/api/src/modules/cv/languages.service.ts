import {
  Codes,
  validationMessages,
  type AddLanguageBody,
  type EditLanguageBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { cvDomains, levelId } from './cv.mapper.ts';
import { fieldError, notFound } from './cv-errors.ts';
import * as repo from './cv-languages.repository.ts';

const idNivelOf = (nivel: string) => {
  const id = levelId(nivel);
  if (id === undefined) {
    throw fieldError(Codes.INVALID_INPUT, 'nivel', validationMessages.malformed.mensaje);
  }
  return id;
};

/** addIdioma {idIdioma, nivel, certificado?}: one entry per language (its id is idIdioma). */
export async function addLanguage(ctx: AppContext, candidateId: number, body: AddLanguageBody) {
  if (!cvDomains.idioma.has(body.idIdioma)) {
    throw fieldError(Codes.INVALID_INPUT, 'idIdioma', validationMessages.malformed.mensaje);
  }
  const inserted = await repo.insertLanguage(ctx.db, {
    candidateId,
    idIdioma: body.idIdioma,
    idNivel: idNivelOf(body.nivel),
    certificado: body.certificado,
  });
  if (!inserted) {
    throw fieldError(
      Codes.INVALID_INPUT,
      'idIdioma',
      'Este idioma ya está en tu CV: edítalo para cambiar el nivel',
      'duplicate',
      'This language is already in your CV: edit it to change the level',
    );
  }
  return { id: body.idIdioma };
}

/** editIdioma {id, nivel, certificado?}. */
export async function editLanguage(ctx: AppContext, candidateId: number, body: EditLanguageBody) {
  const updated = await repo.updateLanguage(ctx.db, candidateId, body.id, {
    idNivel: idNivelOf(body.nivel),
    certificado: body.certificado,
  });
  if (!updated) {
    throw notFound();
  }
}

/** delIdioma {id}. */
export async function deleteLanguage(ctx: AppContext, candidateId: number, id: number) {
  if (!(await repo.deleteLanguage(ctx.db, candidateId, id))) {
    throw notFound();
  }
}
