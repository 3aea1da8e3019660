import { z } from 'zod';
import {
  addExperienceBodySchema,
  addLanguageBodySchema,
  addStudyBodySchema,
  addUniversityStudyBodySchema,
  currentDegreeSchema,
  cvAddedSchema,
  cvApplicationParamsSchema,
  cvDocumentSchema,
  cvIdSchema,
  cvSchema,
  deleteStudyBodySchema,
  editActiveSearchBodySchema,
  editComputerSkillsBodySchema,
  editEmailBodySchema,
  editExperienceBodySchema,
  editInterestBodySchema,
  editLanguageBodySchema,
  editPersonalBodySchema,
  editPhotoBodySchema,
  editPortfolioLinkBodySchema,
  editPreferredPeriodBodySchema,
  editPresentationBodySchema,
  editProfessionalBodySchema,
  editSkillsBodySchema,
  editStudyBodySchema,
  editWorkPermitBodySchema,
  portfolioUploadSchema,
} from '../portal/cv.ts';
import { Codes } from '../status-codes/codes.ts';
import type { StatusCode } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['CV'];
const auth = 'alumno';

/** A CV edit: `POST /api/Alumno/<name>` answering `datos: null` (or `{ id }` for adds). */
const edit = <const P extends `/api/Alumno/${string}`, const B extends z.ZodType>(
  path: P,
  summary: string,
  body: B,
  codes: readonly StatusCode[] = [],
  description?: string,
) =>
  defineCall({
    method: 'POST',
    path,
    auth,
    summary,
    ...(description ? { description } : {}),
    tags,
    body,
    response: z.null(),
    codes,
  });

const add = <const P extends `/api/Alumno/${string}`, const B extends z.ZodType>(
  path: P,
  summary: string,
  body: B,
  codes: readonly StatusCode[] = [],
) =>
  defineCall({
    method: 'POST',
    path,
    auth,
    summary,
    tags,
    body,
    response: cvAddedSchema,
    codes,
  });

const studyCodes = [Codes.NOT_FOUND, Codes.FORBIDDEN] as const;
/** The brand's CV field flags (`camposCv`): a read-only field changed → 403, a required one empty → 15. */
const flagCodes = [Codes.FORBIDDEN, Codes.MANDATORY_DATA_MISSING] as const;

/**
 * The candidate's CV ("CV edits") and the company's copy of it (502). Reference
 * lists the page uses (idiomas, nivelesIdioma, programasInformaticos, titulaciones, paises) are
 * the `domainCalls`.
 */
export const cvCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameCvUsuario',
    auth,
    summary: 'My CV, with its completeness and the brand field flags',
    tags,
    response: cvSchema,
    codes: [],
  }),
  currentDegrees: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameTitulacionesActuales',
    auth,
    summary: 'Degrees I am studying now (university records)',
    tags,
    response: z.array(currentDegreeSchema),
    codes: [],
  }),
  pdf: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameCvPdf',
    auth,
    summary: 'My CV as a PDF: exactly what a company receives (502)',
    tags,
    response: fileResponse('application/pdf'),
    codes: [],
  }),
  photo: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameImagenPerfil',
    auth,
    summary: 'My profile photo',
    tags,
    response: fileResponse('image/jpeg', 'image/png', 'image/gif', 'image/webp'),
    codes: [Codes.NOT_FOUND],
  }),
  editPersonal: edit(
    '/api/Alumno/editDatosPersonales',
    'Personal data',
    editPersonalBodySchema,
    [
      Codes.INVALID_DNI,
      Codes.INVALID_NIE,
      Codes.INVALID_SOCIAL_SECURITY_NUMBER,
      Codes.SOCIAL_SECURITY_NUMBER_REQUIRED,
      Codes.MANDATORY_DATA_MISSING,
      Codes.FORBIDDEN,
    ],
    'DNI malformed → 66, NIE malformed → 69, social security number malformed → 84, a student removing the social security number → 106, a field the brand requires left empty → 15, a field it makes read-only changed → 403; each with the field in datos.errores.',
  ),
  editEmail: edit(
    '/api/Alumno/editDatosEmail',
    'Contact email and communications to the student email',
    editEmailBodySchema,
    [Codes.INVALID_EMAIL, Codes.MANDATORY_DATA_MISSING, Codes.FORBIDDEN],
  ),
  addStudy: add(
    '/api/Alumno/addEstudio',
    'Add a study outside the university',
    addStudyBodySchema,
    flagCodes,
  ),
  addUniversityStudy: add(
    '/api/Alumno/addEstudioUniversidad',
    'Add a degree of this university missing from the records',
    addUniversityStudyBodySchema,
    flagCodes,
  ),
  editStudy: edit(
    '/api/Alumno/editEstudio',
    'Edit a study I added (records are read-only: 403)',
    editStudyBodySchema,
    [...studyCodes, Codes.MANDATORY_DATA_MISSING],
    'A study from the records → 403; a field the brand makes read-only changed → 403, one it requires left empty → 15 (datos.errores names it).',
  ),
  deleteStudy: edit(
    '/api/Alumno/delEstudio',
    'Delete studies I added',
    deleteStudyBodySchema,
    [
      ...studyCodes,
      Codes.AT_LEAST_ONE_STUDY,
      Codes.CANNOT_DELETE_ALL_STUDIES,
      Codes.CANNOT_DELETE_LAST_UNIVERSITY_STUDY,
    ],
    'Deleting the only study → 57; a request (ids) that would leave none → 62; the last study of this university while others remain → 110; a study from the records → 403.',
  ),
  addLanguage: add('/api/Alumno/addIdioma', 'Add a language', addLanguageBodySchema),
  editLanguage: edit('/api/Alumno/editIdioma', 'Edit a language', editLanguageBodySchema, [
    Codes.NOT_FOUND,
  ]),
  deleteLanguage: edit('/api/Alumno/delIdioma', 'Delete a language', cvIdSchema, [Codes.NOT_FOUND]),
  addExperience: add(
    '/api/Alumno/addExperiencia',
    'Add work experience',
    addExperienceBodySchema,
    flagCodes,
  ),
  editExperience: edit(
    '/api/Alumno/editExperiencia',
    'Edit work experience',
    editExperienceBodySchema,
    [Codes.NOT_FOUND, ...flagCodes],
  ),
  deleteExperience: edit('/api/Alumno/delExperiencia', 'Delete work experience', cvIdSchema, [
    Codes.NOT_FOUND,
  ]),
  editProfessional: edit(
    '/api/Alumno/editProfesionales',
    'Professional situation (employment status, driving licence, own vehicle)',
    editProfessionalBodySchema,
  ),
  editInterest: edit(
    '/api/Alumno/editInteres',
    'Areas of interest and geographic mobility',
    editInterestBodySchema,
  ),
  editSkills: edit(
    '/api/Alumno/editCompetencias',
    'Skills (replaces the list)',
    editSkillsBodySchema,
  ),
  editComputerSkills: edit(
    '/api/Alumno/editConocimientosInformaticos',
    'Computer knowledge (programasInformaticos, replaces the list)',
    editComputerSkillsBodySchema,
  ),
  editWorkPermit: edit('/api/Alumno/editPermisoTrabajo', 'Work permit', editWorkPermitBodySchema),
  editPhoto: edit(
    '/api/Alumno/editImagenPerfil',
    'Profile photo',
    editPhotoBodySchema,
    [Codes.FILE_EXTENSION_NOT_ALLOWED],
    'Checked by content (a real JPEG, PNG, GIF or WebP); an image whose longest side is over 1000 px is refused (not resized) with a message saying so (46, datos.errores).',
  ),
  editPortfolioLink: edit(
    '/api/Alumno/editEnlacePortfolio',
    'Portfolio link (http or https)',
    editPortfolioLinkBodySchema,
  ),
  editPreferredPeriod: edit(
    '/api/Alumno/editDatosPreferenciaPracticas',
    'Preferred internship period',
    editPreferredPeriodBodySchema,
  ),
  editActiveInternshipSearch: edit(
    '/api/Alumno/editDatosBusquedaActivaPracticas',
    'Active internship search',
    editActiveSearchBodySchema,
  ),
  editActiveJobSearch: edit(
    '/api/Alumno/editDatosBusquedaActivaTrabajo',
    'Active job search',
    editActiveSearchBodySchema,
    [Codes.WORK_PERMIT_REQUIRED],
    'Turning it on as a national of a country outside the EEA without a work permit → 34.',
  ),
  editPresentation: edit(
    '/api/Alumno/editPresentacion',
    'Presentation (rich text, sanitised on the server)',
    editPresentationBodySchema,
  ),
  addPortfolioDocument: defineCall({
    method: 'POST',
    path: '/api/Alumno/addDocPortfolio',
    auth,
    summary: 'Add a portfolio file to my CV (513)',
    description:
      'Checked by extension and content like addDoc (46); over 2 MB it is refused with the hint to give a link instead (editEnlacePortfolio). Other documents: candidateDocumentCalls.add (addDoc).',
    tags,
    body: portfolioUploadSchema,
    response: cvDocumentSchema,
    codes: [Codes.FILE_EXTENSION_NOT_ALLOWED],
  }),
  deleteDocument: edit('/api/Alumno/delDoc', 'Delete a document of my CV', cvIdSchema, [
    Codes.NOT_FOUND,
  ]),
  companyPdf: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameCvCandidato/:idCandidatura',
    auth: 'empresa',
    summary: 'The generated CV of a candidate of one of my offers (502)',
    description:
      'Only while the candidate has that application to one of the company’s offers and its CV is visible (no documents pending signature).',
    tags,
    params: cvApplicationParamsSchema,
    response: fileResponse('application/pdf'),
    codes: [Codes.NOT_FOUND, Codes.FORBIDDEN],
  }),
  companyPhoto: defineCall({
    method: 'GET',
    path: '/api/Empresa/dameImagenCandidato/:idCandidatura',
    auth: 'empresa',
    summary: 'The photo of a candidate of one of my offers',
    tags,
    params: cvApplicationParamsSchema,
    response: fileResponse('image/jpeg', 'image/png', 'image/gif', 'image/webp'),
    codes: [Codes.NOT_FOUND, Codes.FORBIDDEN],
  }),
};
