import { Badge } from '@mantine/core';
import type { AgreementStatus, InvoiceStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const agreementColours: Record<AgreementStatus, string> = {
  generado: 'blue',
  firmado_empresa: 'indigo',
  enviado_secretaria: 'cyan',
  formalizado: 'green',
  erroneo: 'red',
  caducado: 'gray',
};

const invoiceColours: Record<InvoiceStatus, string> = {
  pendiente: 'orange',
  pagada: 'green',
  anulada: 'gray',
};

export function AgreementStatusBadge({ estado }: { estado: AgreementStatus }) {
  const { t } = useTranslation('staffAgreements');
  return (
    <Badge color={agreementColours[estado]} variant="light" autoContrast>
      {t(`status.${estado}`)}
    </Badge>
  );
}

export function InvoiceStatusBadge({ estado }: { estado: InvoiceStatus }) {
  const { t } = useTranslation('staffAgreements');
  return (
    <Badge color={invoiceColours[estado]} variant="light" autoContrast>
      {t(`invoiceStatus.${estado}`)}
    </Badge>
  );
}
