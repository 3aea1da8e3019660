import type { StaffAgreementDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { Facts } from '../../../../components/staff-admin-kit.tsx';
import { formatDay } from '../../../../lib/dates.ts';

/** The agreement's data: company, dates, signer, contact, billing, payment, order and expiry. */
export function AgreementDataSection({ detail }: { detail: StaffAgreementDetail }) {
  const { t, i18n } = useTranslation('staffAgreements');
  const day = (value: string) => formatDay(value, i18n.language);
  return (
    <Section title={t('agreement.data')} testId="agreement-data">
      <Facts
        items={[
          [t('agreement.company'), detail.empresa],
          [t('agreement.cif'), detail.cif],
          [t('agreement.created'), day(detail.fecha)],
          [t('agreement.updated'), day(detail.actualizado)],
          [t('agreement.language'), t(`agreement.languages.${detail.idioma}`)],
          [t('agreement.signer'), detail.firmante],
          [t('agreement.signerRole'), detail.firmanteCargo],
          [t('agreement.signerEmail'), detail.firmanteEmail],
          [t('agreement.contact'), detail.contacto],
          [t('agreement.billing'), detail.cuentaFacturacion],
          [
            t('agreement.payment'),
            detail.pagoDomiciliado
              ? t('agreement.directDebit', { iban: detail.ibanEnmascarado ?? '' })
              : t('agreement.transfer'),
          ],
          [
            t('agreement.processing'),
            detail.tramitacionManual ? t('agreement.manual') : t('agreement.digital'),
          ],
          [t('agreement.order'), detail.requierePedido ? (detail.numeroPedido ?? '—') : null],
          [
            t('agreement.expiry'),
            detail.fechaCaducidad === null ? t('agreement.noExpiry') : day(detail.fechaCaducidad),
          ],
          [t('agreement.reason'), detail.motivo],
        ]}
      />
    </Section>
  );
}
