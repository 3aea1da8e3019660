import { Codes, cvCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, sayCode } from '../../lib/language.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { getCandidateCvPdf, getCandidatePhoto } from './company-cv.service.ts';
import { addPortfolioDocument, deleteDocument } from './documents.service.ts';
import { addExperience, deleteExperience, editExperience } from './experience.service.ts';
import { getCurrentDegrees, getCvPdf, getMyCv, getPhoto } from './get-cv.service.ts';
import { addLanguage, deleteLanguage, editLanguage } from './languages.service.ts';
import { editEmail, editPersonalData } from './personal.service.ts';
import { editPhoto } from './photo.service.ts';
import {
  editActiveInternshipSearch,
  editActiveJobSearch,
  editPortfolioLink,
  editPreferredPeriod,
  editPresentation,
  editWorkPermit,
} from './preferences.service.ts';
import {
  editComputerSkills,
  editInterest,
  editProfessional,
  editSkills,
} from './skills.service.ts';
import { addStudy, addUniversityStudy, deleteStudy, editStudy } from './studies.service.ts';

const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
const done = () => envelope(null);

/** The candidate's CV (/cv) and the company's generated copy of it (/ver-cv/{id}, 502). */
export const cvRoutes = (ctx: AppContext) => [
  route(calls.get, async (request) => envelope(await getMyCv(ctx, me(request)))),
  route(calls.currentDegrees, async (request) =>
    envelope(await getCurrentDegrees(ctx, me(request))),
  ),
  route(calls.pdf, async (request, reply) =>
    sendPrivateFile(reply, await getCvPdf(ctx, me(request), language(request))),
  ),
  route(calls.photo, async (request, reply) =>
    sendPrivateFile(reply, await getPhoto(ctx, me(request)), 'inline'),
  ),
  route(calls.editPersonal, async (request) => {
    await editPersonalData(ctx, me(request), request.body);
    return done();
  }),
  route(calls.editEmail, async (request) => {
    await editEmail(ctx, me(request), request.body);
    return done();
  }),
  route(calls.addStudy, async (request) =>
    envelope(await addStudy(ctx, me(request), request.body)),
  ),
  route(calls.addUniversityStudy, async (request) =>
    envelope(await addUniversityStudy(ctx, me(request), request.body)),
  ),
  route(calls.editStudy, async (request) => {
    await editStudy(ctx, me(request), request.body);
    return done();
  }),
  route(calls.deleteStudy, async (request) => {
    await deleteStudy(ctx, me(request), request.body);
    return done();
  }),
  route(calls.addLanguage, async (request) =>
    envelope(await addLanguage(ctx, me(request), request.body)),
  ),
  route(calls.editLanguage, async (request) => {
    await editLanguage(ctx, me(request), request.body);
    return done();
  }),
  route(calls.deleteLanguage, async (request) => {
    await deleteLanguage(ctx, me(request), request.body.id);
    return done();
  }),
  route(calls.addExperience, async (request) =>
    envelope(await addExperience(ctx, me(request), request.body)),
  ),
  route(calls.editExperience, async (request) => {
    await editExperience(ctx, me(request), request.body);
    return done();
  }),
  route(calls.deleteExperience, async (request) => {
    await deleteExperience(ctx, me(request), request.body.id);
    return done();
  }),
  route(calls.editProfessional, async (request) => {
    await editProfessional(ctx, me(request), request.body);
    return done();
  }),
  route(calls.editInterest, async (request) => {
    await editInterest(ctx, me(request), request.body);
    return done();
  }),
  route(calls.editSkills, async (request) => {
    await editSkills(ctx, me(request), request.body.competencias);
    return done();
  }),
  route(calls.editComputerSkills, async (request) => {
    await editComputerSkills(ctx, me(request), request.body);
    return done();
  }),
  route(calls.editWorkPermit, async (request) => {
    await editWorkPermit(ctx, me(request), request.body.permiso);
    return done();
  }),
  route(
    calls.editPhoto,
    async (request) => {
      await editPhoto(ctx, me(request), request.body);
      return done();
    },
    { bodyLimit: 8 * 1024 * 1024 },
  ),
  route(calls.editPortfolioLink, async (request) => {
    await editPortfolioLink(ctx, me(request), request.body.enlace);
    return done();
  }),
  route(calls.editPreferredPeriod, async (request) => {
    await editPreferredPeriod(ctx, me(request), request.body.idPeriodoPreferencia);
    return done();
  }),
  route(calls.editActiveInternshipSearch, async (request) => {
    await editActiveInternshipSearch(ctx, me(request), request.body.activa);
    return done();
  }),
  route(calls.editActiveJobSearch, async (request) => {
    await editActiveJobSearch(ctx, me(request), request.body.activa);
    return done();
  }),
  route(calls.editPresentation, async (request) => {
    await editPresentation(ctx, me(request), request.body.texto);
    return done();
  }),
  route(
    calls.addPortfolioDocument,
    async (request) =>
      envelope(
        await addPortfolioDocument(ctx, me(request), request.body),
        sayCode(request, Codes.DOCUMENTS_ATTACHED),
      ),
    { bodyLimit: 8 * 1024 * 1024 },
  ),
  route(calls.deleteDocument, async (request) => {
    await deleteDocument(ctx, me(request), request.body.id);
    return done();
  }),
  route(calls.companyPdf, async (request, reply) =>
    sendPrivateFile(
      reply,
      await getCandidateCvPdf(ctx, currentCompanyId(request), request.params.idCandidatura, {
        actor: currentUser(request),
        requestId: request.id,
        language: language(request),
      }),
    ),
  ),
  route(calls.companyPhoto, async (request, reply) =>
    sendPrivateFile(
      reply,
      await getCandidatePhoto(ctx, currentCompanyId(request), request.params.idCandidatura),
      'inline',
    ),
  ),
];
