import type { CallSpec } from './define-call.ts';
import { accountDeletionCalls } from './account-deletion.ts';
import { authCalls } from './auth.ts';
import { brandCalls } from './brand.ts';
import { candidateDocumentCalls } from './candidate-documents.ts';
import { communicationCalls } from './communications.ts';
import { companyCandidateCalls } from './company-candidates.ts';
import { companyContactCalls } from './company-contacts.ts';
import { billingAccountCalls } from './billing-accounts.ts';
import { companyOfferCalls } from './company-offers.ts';
import { companyProcessCalls } from './company-processes.ts';
import { companyProfileCalls } from './company-profile.ts';
import { domainCalls } from './domains.ts';
import { eventCalls } from './events.ts';
import { guideCalls } from './guides.ts';
import { healthCalls } from './health.ts';
import { internshipCalls } from './internships.ts';
import { maintenanceCalls } from './maintenance.ts';
import { notificationCalls } from './notifications.ts';
import { offerCalls } from './offers.ts';
import { privacyCalls } from './privacy.ts';
import { profileCheckCalls } from './profile-checks.ts';
import { programmeCalls } from './programmes.ts';
import { signatureCalls } from './signatures.ts';
import { staffCalls } from './staff.ts';
import { surveyCalls } from './surveys.ts';
import { applicationCalls } from './applications.ts';
import { errorReportCalls } from './error-reports.ts';

export * from './define-call.ts';
export { accountDeletionCalls } from './account-deletion.ts';
export { authCalls } from './auth.ts';
export { brandCalls } from './brand.ts';
export { candidateDocumentCalls } from './candidate-documents.ts';
export { communicationCalls } from './communications.ts';
export { companyCandidateCalls } from './company-candidates.ts';
export { companyContactCalls } from './company-contacts.ts';
export { billingAccountCalls } from './billing-accounts.ts';
export { companyOfferCalls } from './company-offers.ts';
export { companyProcessCalls } from './company-processes.ts';
export { companyProfileCalls } from './company-profile.ts';
export { domainCalls } from './domains.ts';
export { eventCalls } from './events.ts';
export { guideCalls } from './guides.ts';
export { healthCalls } from './health.ts';
export { internshipCalls } from './internships.ts';
export { maintenanceCalls } from './maintenance.ts';
export { notificationCalls } from './notifications.ts';
export { offerCalls } from './offers.ts';
export { privacyCalls } from './privacy.ts';
export { profileCheckCalls } from './profile-checks.ts';
export { programmeCalls } from './programmes.ts';
export { signatureCalls } from './signatures.ts';
export { staffCalls } from './staff.ts';
export { surveyCalls } from './surveys.ts';
export { applicationCalls } from './applications.ts';
export { errorReportCalls } from './error-reports.ts';

/** Every call of the API by feature: the server registers exactly these, OpenAPI lists them. */
export const callGroups = {
  accountDeletionCalls,
  authCalls,
  brandCalls,
  candidateDocumentCalls,
  communicationCalls,
  companyCandidateCalls,
  companyContactCalls,
  billingAccountCalls,
  companyOfferCalls,
  companyProcessCalls,
  companyProfileCalls,
  domainCalls,
  eventCalls,
  guideCalls,
  healthCalls,
  internshipCalls,
  maintenanceCalls,
  notificationCalls,
  offerCalls,
  privacyCalls,
  profileCheckCalls,
  programmeCalls,
  signatureCalls,
  staffCalls,
  surveyCalls,
  applicationCalls,
  errorReportCalls,
} satisfies Record<string, Record<string, CallSpec>>;

export const allCalls: readonly CallSpec[] = Object.values(callGroups).flatMap((group) =>
  Object.values(group as Record<string, CallSpec>),
);
