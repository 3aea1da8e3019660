// The call declarations of every feature. `all-calls.ts` collects them in one list.
export * from './define-call.ts';
export { accountDeletionCalls } from './account-deletion.ts';
export { accountCalls } from './accounts.ts';
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
export { domainCalls, type DomainListCall } from './domains.ts';
export { eventCalls } from './events.ts';
export { guideCalls } from './guides.ts';
export { healthCalls, type Readiness } from './health.ts';
export { internshipCalls } from './internships.ts';
export { maintenanceCalls } from './maintenance.ts';
export { notificationCalls } from './notifications.ts';
export { userSettingsCalls } from './user-settings.ts';
export { offerCalls } from './offers.ts';
export { privacyCalls } from './privacy.ts';
export { profileCheckCalls } from './profile-checks.ts';
export { programmeCalls } from './programmes.ts';
export { signatureCalls } from './signatures.ts';
export { staffCalls } from './staff.ts';
export { staffSurveyCalls, surveyCalls } from './surveys.ts';
export { applicationCalls } from './applications.ts';
export { errorReportCalls } from './error-reports.ts';
export { cvCalls } from './cv.ts';
export { agreementCalls } from './agreements.ts';
export { invoiceCalls } from './invoices.ts';
export { internshipRequestCalls } from './internship-requests.ts';
export { educationRequestCalls } from './education-requests.ts';
export { internshipProposalCalls } from './internship-proposals.ts';
export { companyDocumentCalls } from './company-documents.ts';
export { staffAgreementCalls, staffInvoiceCalls } from './staff-agreements.ts';
export { staffDocumentationCalls } from './staff-documentation.ts';
export { staffCompanyCalls } from './staff-companies.ts';
export { staffOfferCalls } from './staff-offers.ts';
export { staffApplicationCalls } from './staff-applications.ts';
export { newsCalls } from './news.ts';
export { contactCalls } from './contact.ts';
export { staffContentCalls } from './staff-content.ts';
export { contentPageCalls } from './content-pages.ts';
export { contentFileCalls } from './content-files.ts';
export { staffBrandCalls } from './staff-brand.ts';
export { staffDocumentSettingsCalls } from './staff-document-settings.ts';
export { staffUserCalls } from './staff-users.ts';
export { auditCalls } from './audit.ts';
export { staffOutboxCalls } from './staff-outbox.ts';
export { staffCandidateCalls } from './staff-candidates.ts';
export { dashboardCalls } from './dashboard.ts';
export { academicRecordCalls } from './academic-record.ts';
export {
  scheduledJobCalls,
  type ScheduledJob,
  type ScheduledJobList,
  type RunScheduledJobBody,
} from './scheduled-jobs.ts';
export * from './call-refs.generated.ts';
