import { notificationCalls as calls, type Role } from '@portal/contracts';

const candidate = {
  list: calls.candidateList,
  markRead: calls.candidateMarkRead,
  remove: calls.candidateRemove,
  markLinklessRead: calls.candidateMarkLinklessRead,
  removeAll: calls.candidateRemoveAll,
};

const company = {
  list: calls.companyList,
  markRead: calls.companyMarkRead,
  remove: calls.companyRemove,
  markLinklessRead: calls.companyMarkLinklessRead,
  removeAll: calls.companyRemoveAll,
};

/** The notification calls of a role (/Empresa for companies, /Alumno for candidates). */
export function notificationCallsOf(role: Role) {
  return role === 'empresa' ? company : candidate;
}
