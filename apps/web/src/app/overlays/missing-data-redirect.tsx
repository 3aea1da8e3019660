import { Alert } from '@mantine/core';
import { matchRoute, pathFor, type Role } from '@portal/contracts';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useMissingCompanyData } from '../../features/account/api/get-missing-company-data.ts';
import { useMissingContactData } from '../../features/account/api/get-missing-contact-data.ts';
import { useMissingPersonalData } from '../../features/account/api/get-missing-personal-data.ts';
import { useBrand } from '../../lib/brand.ts';

/**
 * Candidates with missing mandatory personal data (popupDatosObligatorios) are sent to
 * /cv; companies with missing data (checkDatosCompletosEmpresa) to the company page or their own
 * profile, except when already there. Public pages (logout, legal texts, surveys) are left alone.
 */
export function MissingDataRedirect({
  role,
  noticeSlot,
}: {
  role: Role;
  noticeSlot: HTMLElement | null;
}) {
  const { t } = useTranslation('overlays');
  const brand = useBrand();
  const { pathname } = useLocation();
  const candidateCheck = role === 'alumno' && brand.popupDatosObligatorios;
  const companyCheck = role === 'empresa' && brand.checkDatosCompletosEmpresa;
  const personal = useMissingPersonalData(candidateCheck);
  const company = useMissingCompanyData(companyCheck);
  const contact = useMissingContactData(companyCheck);

  let target: string | null = null;
  let message: 'candidate' | 'company' | 'contact' = 'candidate';
  if (candidateCheck && personal.data === true) {
    target = pathFor('cv');
  } else if (companyCheck && company.data === true) {
    target = pathFor('mi_empresa');
    message = 'company';
  } else if (companyCheck && contact.data === true) {
    target = pathFor('mi_perfil');
    message = 'contact';
  }
  if (target === null) {
    return null;
  }
  const route = matchRoute(pathname)?.route;
  if (route === undefined || route.access === 'public') {
    return null;
  }
  if (pathname.toLowerCase() !== target) {
    return <Navigate to={target} replace />;
  }
  if (noticeSlot === null) {
    return null;
  }
  return createPortal(
    <Alert
      variant="light"
      color="orange"
      title={t(`missingData.${message}.title`)}
      className="missing-data-notice"
      data-testid="missing-data-notice"
    >
      {t(`missingData.${message}.body`)}
    </Alert>,
    noticeSlot,
  );
}
