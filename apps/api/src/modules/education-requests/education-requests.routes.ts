import { Codes, educationRequestCalls as calls } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/calls.ts';
import { requestLanguage as language, sayCode } from '../../lib/language.ts';
import { currentCompanyId, currentUser } from '../../plugins/auth.ts';
import { envelope } from '../../plugins/envelope.ts';
import { sendPrivateFile } from '../../lib/send-file.ts';
import { acceptStudentRequest, rejectStudentRequest } from './centre-decisions.service.ts';
import {
  checkStudentDni,
  createCentreRequest,
  editCentreRequest,
  educationMenu,
  getCentreRequest,
  listCentreRequests,
} from './centre-requests.service.ts';
import {
  createStudentRequest,
  listCentresForStudent,
  studentEducationStatus,
} from './student-education-requests.service.ts';
import {
  decideEducationRequest,
  getStaffEducationRequest,
  listStaffEducationRequests,
} from './staff-education-requests.service.ts';
import { exportEducationRequests } from './staff-education-requests-export.ts';

/** Education internship requests (528, 81, 509): centre, student and careers office. */
export const educationRequestRoutes = (ctx: AppContext) => {
  return [
    route(calls.hasMenu, async (request) =>
      envelope(await educationMenu(ctx, currentCompanyId(request))),
    ),
    route(calls.list, async (request) =>
      envelope(await listCentreRequests(ctx, currentCompanyId(request))),
    ),
    route(calls.get, async (request) =>
      envelope(await getCentreRequest(ctx, currentCompanyId(request), request.params.id)),
    ),
    route(calls.checkDni, async (request) =>
      envelope(await checkStudentDni(ctx, currentCompanyId(request), request.body.dni)),
    ),
    route(calls.create, async (request) =>
      envelope(
        await createCentreRequest(
          ctx,
          currentUser(request),
          currentCompanyId(request),
          request.body,
        ),
        sayCode(request, Codes.REQUEST_REGISTERED),
      ),
    ),
    route(calls.edit, async (request) =>
      envelope(await editCentreRequest(ctx, currentCompanyId(request), request.body)),
    ),
    route(calls.accept, async (request) =>
      envelope(await acceptStudentRequest(ctx, currentCompanyId(request), request.body)),
    ),
    route(calls.reject, async (request) =>
      envelope(await rejectStudentRequest(ctx, currentCompanyId(request), request.body)),
    ),
    route(calls.studentAvailable, async (request) =>
      envelope(await studentEducationStatus(ctx, currentUser(request).id)),
    ),
    route(calls.studentCentres, async () => envelope(await listCentresForStudent(ctx))),
    route(calls.studentCreate, async (request) =>
      envelope(
        await createStudentRequest(ctx, currentUser(request), request.body),
        sayCode(request, Codes.REQUEST_REGISTERED),
      ),
    ),
    route(calls.staffList, async (request) =>
      envelope(await listStaffEducationRequests(ctx, request.query)),
    ),
    route(calls.staffGet, async (request) =>
      envelope(await getStaffEducationRequest(ctx, request.params.id)),
    ),
    route(calls.staffDecide, async (request) =>
      envelope(await decideEducationRequest(ctx, currentUser(request), request.body, request.id)),
    ),
    route(calls.staffExport, async (request, reply) =>
      sendPrivateFile(reply, await exportEducationRequests(ctx, request.query, language(request))),
    ),
  ];
};
