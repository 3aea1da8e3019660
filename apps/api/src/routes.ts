import type { AppContext } from './context.ts';
import type { BoundRoute } from './lib/calls.ts';
import { cvRoutes } from './modules/cv/cv.routes.ts';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { brandRoutes } from './modules/brand/brand.routes.ts';
import { staffEventRoutes } from './modules/events/staff-events.routes.ts';
import { staffGuideRoutes } from './modules/guides/staff-guides.routes.ts';
import { staffCommunicationRoutes } from './modules/communications/staff-communications.routes.ts';
import { staffProgrammeRoutes } from './modules/programmes/staff-programmes.routes.ts';
import { contentPageRoutes } from './modules/content-pages/content-pages.routes.ts';
import { contentFileRoutes } from './modules/content-files/content-files.routes.ts';
import { staffBrandRoutes } from './modules/brand/staff-brand.routes.ts';
import { documentSettingsRoutes } from './modules/document-settings/document-settings.routes.ts';
import { domainRoutes } from './modules/domains/domains.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { userSettingsRoutes } from './modules/users/user-settings.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { communicationRoutes } from './modules/communications/communications.routes.ts';
import { companyProcessRoutes } from './modules/company-processes/company-processes.routes.ts';
import { companyOfferRoutes } from './modules/company-offers/company-offers.routes.ts';
import { companyCandidateRoutes } from './modules/company-candidates/company-candidates.routes.ts';
import { companyProfileRoutes } from './modules/company-profile/company-profile.routes.ts';
import { companyContactRoutes } from './modules/company-contacts/company-contacts.routes.ts';
import { billingAccountRoutes } from './modules/billing-accounts/billing-accounts.routes.ts';
import { agreementRoutes } from './modules/agreements/agreements.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { staffAgreementRoutes } from './modules/agreements/staff-agreements.routes.ts';
import {
  companyDocumentRoutes,
  staffDocumentationRoutes,
} from './modules/company-documents/company-documents.routes.ts';
import {
  staffOfferAdminRoutes,
  staffOfferRoutes,
} from './modules/company-offers/staff-offers.routes.ts';
import {
  staffCompanyRoutes,
  staffPendingCompanyRoutes,
} from './modules/companies/staff-companies.routes.ts';
import { staffApplicationRoutes } from './modules/applications/staff-applications.routes.ts';
import { staffInternshipRoutes } from './modules/internships/staff-internships.routes.ts';
import { errorReportRoutes } from './modules/error-reports/error-reports.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { guideRoutes } from './modules/guides/guides.routes.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { offerRoutes } from './modules/offers/offers.routes.ts';
import { applicationRoutes } from './modules/applications/applications.routes.ts';
import { myApplicationRoutes } from './modules/applications/my-applications.routes.ts';
import { candidateDocumentRoutes } from './modules/candidate-documents/candidate-documents.routes.ts';
import { internshipRoutes } from './modules/internships/internships.routes.ts';
import { programmeRoutes } from './modules/programmes/programmes.routes.ts';
import { signatureRoutes } from './modules/signatures/signatures.routes.ts';
import { profileCheckRoutes } from './modules/profile-checks/profile-checks.routes.ts';
import { staffSurveyRoutes, surveyRoutes } from './modules/surveys/surveys.routes.ts';
import { internshipRequestRoutes } from './modules/internship-requests/internship-requests.routes.ts';
import { educationRequestRoutes } from './modules/education-requests/education-requests.routes.ts';
import { internshipProposalRoutes } from './modules/internship-proposals/internship-proposals.routes.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { academicRecordRoutes } from './modules/academic-record/academic-record.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { staffUserRoutes } from './modules/users/staff-users.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { staffOutboxRoutes } from './modules/outbox/outbox.routes.ts';
import { staffCandidateRoutes } from './modules/candidates/staff-candidates.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { scheduledJobRoutes } from './modules/scheduled-jobs/scheduled-jobs.routes.ts';

/**
 * Every declared call of the API, in registration order (app.ts registers them; the SSO form and
 * the record import are plugin scopes of their own, registered there too).
 */
export const portalRoutes = (ctx: AppContext): BoundRoute[] => [
  ...accountRoutes(ctx),
  ...applicationRoutes(ctx),
  ...myApplicationRoutes(ctx),
  ...notificationRoutes(ctx),
  ...userSettingsRoutes(ctx),
  ...offerRoutes(ctx),
  ...signatureRoutes(ctx),
  ...internshipRoutes(ctx),
  ...programmeRoutes(ctx),
  ...candidateDocumentRoutes(ctx),
  ...cvRoutes(ctx),
  ...profileCheckRoutes(ctx),
  ...accountDeletionRoutes(ctx),
  ...errorReportRoutes(ctx),
  ...surveyRoutes(ctx),
  ...staffSurveyRoutes(ctx),
  ...companyProcessRoutes(ctx),
  ...companyOfferRoutes(ctx),
  ...companyCandidateRoutes(ctx),
  ...companyProfileRoutes(ctx),
  ...companyContactRoutes(ctx),
  ...billingAccountRoutes(ctx),
  ...agreementRoutes(ctx),
  ...invoiceRoutes(ctx),
  ...staffAgreementRoutes(ctx),
  ...companyDocumentRoutes(ctx),
  ...staffDocumentationRoutes(ctx),
  ...staffOfferRoutes(ctx),
  ...staffPendingCompanyRoutes(ctx),
  ...staffCompanyRoutes(ctx),
  ...staffOfferAdminRoutes(ctx),
  ...staffApplicationRoutes(ctx),
  ...staffInternshipRoutes(ctx),
  ...domainRoutes(ctx),
  ...authRoutes(ctx),
  ...healthRoutes(ctx),
  ...brandRoutes(ctx),
  ...privacyRoutes(ctx),
  ...communicationRoutes(ctx),
  ...eventRoutes(ctx),
  ...guideRoutes(ctx),
  ...maintenanceRoutes(ctx),
  ...internshipRequestRoutes(ctx),
  ...educationRequestRoutes(ctx),
  ...internshipProposalRoutes(ctx),
  ...newsRoutes(ctx),
  ...contactRoutes(ctx),
  ...staffEventRoutes(ctx),
  ...staffGuideRoutes(ctx),
  ...staffCommunicationRoutes(ctx),
  ...staffProgrammeRoutes(ctx),
  ...contentPageRoutes(ctx),
  ...contentFileRoutes(ctx),
  ...staffBrandRoutes(ctx),
  ...documentSettingsRoutes(ctx),
  ...ssoRoutes(ctx),
  ...staffUserRoutes(ctx),
  ...auditRoutes(ctx),
  ...staffOutboxRoutes(ctx),
  ...staffCandidateRoutes(ctx),
  ...dashboardRoutes(ctx),
  ...academicRecordRoutes(ctx),
  ...scheduledJobRoutes(ctx),
];
