// Every declaration at once (registration checks, OpenAPI tests). Not part of the package's main
// entry, so a web page only bundles the declarations it uses.
import type { CallSpec } from './define-call.ts';
import { accountDeletionCalls } from './account-deletion.ts';
import { accountCalls } from './accounts.ts';
import { authCalls } from './auth.ts';
import { brandCalls } from './brand.ts';
import { staffDocumentSettingsCalls } from './staff-document-settings.ts';
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
import { staffSurveyCalls, surveyCalls } from './surveys.ts';
import { applicationCalls } from './applications.ts';
import { errorReportCalls } from './error-reports.ts';
import { cvCalls } from './cv.ts';
import { agreementCalls } from './agreements.ts';
import { invoiceCalls } from './invoices.ts';
import { internshipRequestCalls } from './internship-requests.ts';
import { educationRequestCalls } from './education-requests.ts';
import { internshipProposalCalls } from './internship-proposals.ts';
import { companyDocumentCalls } from './company-documents.ts';
import { staffAgreementCalls, staffInvoiceCalls } from './staff-agreements.ts';
import { staffDocumentationCalls } from './staff-documentation.ts';
import { staffCompanyCalls } from './staff-companies.ts';
import { staffOfferCalls } from './staff-offers.ts';
import { staffApplicationCalls } from './staff-applications.ts';
import { newsCalls } from './news.ts';
import { userSettingsCalls } from './user-settings.ts';
import { contactCalls } from './contact.ts';
import { staffContentCalls } from './staff-content.ts';
import { contentPageCalls } from './content-pages.ts';
import { contentFileCalls } from './content-files.ts';
import { staffBrandCalls } from './staff-brand.ts';
import { staffUserCalls } from './staff-users.ts';
import { auditCalls } from './audit.ts';
import { staffOutboxCalls } from './staff-outbox.ts';
import { scheduledJobCalls } from './scheduled-jobs.ts';
import { staffCandidateCalls } from './staff-candidates.ts';
import { academicRecordCalls } from './academic-record.ts';
import { dashboardCalls } from './dashboard.ts';

/** Every call of the API by feature: the server registers exactly these, OpenAPI lists them. */
export const callGroups = {
  userSettingsCalls,
  accountDeletionCalls,
  accountCalls,
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
  staffSurveyCalls,
  applicationCalls,
  errorReportCalls,
  cvCalls,
  agreementCalls,
  invoiceCalls,
  internshipRequestCalls,
  educationRequestCalls,
  internshipProposalCalls,
  companyDocumentCalls,
  staffAgreementCalls,
  staffInvoiceCalls,
  staffDocumentationCalls,
  staffCompanyCalls,
  staffOfferCalls,
  staffApplicationCalls,
  newsCalls,
  contactCalls,
  staffContentCalls,
  contentPageCalls,
  contentFileCalls,
  staffBrandCalls,
  staffDocumentSettingsCalls,
  staffUserCalls,
  auditCalls,
  staffOutboxCalls,
  staffCandidateCalls,
  dashboardCalls,
  academicRecordCalls,
  scheduledJobCalls,
} satisfies Record<string, Record<string, CallSpec>>;

export const allCalls: readonly CallSpec[] = Object.values(callGroups).flatMap((group) =>
  Object.values(group as Record<string, CallSpec>),
);
