import { staffSurveyCalls as staffCalls, surveyCalls as calls } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language } from '../../lib/language.ts';
import { currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import {
  createStaffSurvey,
  editStaffSurvey,
  publishStaffSurvey,
} from './surveys-staff-editing.service.ts';
import { exportSurveyResponses, staffSurveyResults } from './surveys-staff-results.service.ts';
import { getStaffSurvey, listStaffSurveys } from './surveys-staff.service.ts';
import { exportStaffSurveys } from './surveys-staff-export.ts';
import { changeSurveyEndDate } from './surveys-end-date.service.ts';
import { inviteToSurvey } from './surveys-invitations.service.ts';
import {
  acceptSurveyPrivacy,
  surveyAccess,
  surveyAnonymousLogin,
  surveyLogin,
  surveySingleSignOn,
} from './survey-access.service.ts';
import { listUserSurveys } from './surveys.service.ts';
import { saveSurveyAnswers, surveyDefinition } from './survey-answers.service.ts';
import { candidateSession } from '../auth/auth.service.ts';
import { candidateFromAnswer } from '../sso/sso.service.ts';

/** The bearer token as sent (a survey token or a portal token). */
const bearerOf = (request: Pick<FastifyRequest, 'headers'>): string | null => {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return token === '' ? null : token;
};

/** Survey lists by role and the respondent's calls. */
export const surveyRoutes = (ctx: AppContext) => {
  const rateLimit = { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' };
  return [
    route(calls.candidateList, async (request) =>
      envelope(await listUserSurveys(ctx, currentUser(request).id, 'alumno')),
    ),
    route(calls.companyList, async (request) =>
      envelope(await listUserSurveys(ctx, currentUser(request).id, 'empresa')),
    ),
    route(
      calls.access,
      async (request) =>
        envelope(await surveyAccess(ctx, request.params.id, request.body.querystringValue)),
      { rateLimit },
    ),
    route(
      calls.login,
      async (request) =>
        envelope(await surveyLogin(ctx, request.params.id, request.body, request.ip)),
      { rateLimit },
    ),
    route(calls.anonymous, async (request) =>
      envelope(await surveyAnonymousLogin(ctx, request.params.id)),
    ),
    route(
      calls.singleSignOn,
      async (request) =>
        envelope(
          await surveySingleSignOn(ctx, request.params.id, async () =>
            candidateSession(
              ctx,
              await candidateFromAnswer(
                ctx,
                request.body.respuesta,
                request.params.id,
                language(request),
              ),
              'PrivadoAlumno',
            ),
          ),
        ),
      { rateLimit: { max: ctx.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    ),
    route(calls.acceptPrivacy, async (request) =>
      envelope(await acceptSurveyPrivacy(ctx, bearerOf(request))),
    ),
    route(calls.definition, async (request) =>
      envelope(await surveyDefinition(ctx, request.params.id, bearerOf(request), request.authUser)),
    ),
    route(calls.answer, async (request) => {
      await saveSurveyAnswers(
        ctx,
        request.params.id,
        bearerOf(request),
        request.authUser,
        request.body.lContestaciones,
        language(request),
      );
      return envelope(null);
    }),
  ];
};

/** The careers office's survey builder, invitations and results (role gestor). */
export const staffSurveyRoutes = (ctx: AppContext) => [
  route(staffCalls.list, async () => envelope(await listStaffSurveys(ctx))),
  route(staffCalls.exportList, async (request, reply) =>
    sendPrivateFile(reply, await exportStaffSurveys(ctx, request.query, language(request))),
  ),
  route(staffCalls.get, async (request) => envelope(await getStaffSurvey(ctx, request.params.id))),
  route(staffCalls.create, async (request) =>
    envelope(await createStaffSurvey(ctx, currentUser(request), request.body)),
  ),
  route(staffCalls.edit, async (request) =>
    envelope(await editStaffSurvey(ctx, currentUser(request), request.params.id, request.body)),
  ),
  route(staffCalls.changeEndDate, async (request) =>
    envelope(await changeSurveyEndDate(ctx, currentUser(request), request.params.id, request.body)),
  ),
  route(staffCalls.publish, async (request) =>
    envelope(await publishStaffSurvey(ctx, currentUser(request), request.params.id)),
  ),
  route(staffCalls.invite, async (request) =>
    envelope(await inviteToSurvey(ctx, currentUser(request), request.params.id, request.body)),
  ),
  route(staffCalls.results, async (request) =>
    envelope(await staffSurveyResults(ctx, request.params.id)),
  ),
  route(staffCalls.exportCsv, async (request, reply) => {
    const file = await exportSurveyResponses(
      ctx,
      currentUser(request),
      request.params.id,
      request.query.formato,
      language(request),
      request.id,
    );
    return sendPrivateFile(reply, file);
  }),
];
