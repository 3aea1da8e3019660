import type { StaffAgreementDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { Section } from '../../../../components/section.tsx';
import { formatDay, formatTime } from '../../../../lib/dates.ts';

type Change = StaffAgreementDetail['historial'][number];

/** Every change of the agreement's state: when, from, to, who and why. */
export function AgreementHistorySection({ detail }: { detail: StaffAgreementDetail }) {
  const { t, i18n } = useTranslation('staffAgreements');
  const day = (value: string) => formatDay(value, i18n.language);
  const columns: ListColumn<Change & { orden: number }>[] = [
    {
      key: 'cuando',
      header: t('agreement.when'),
      cell: (h) => `${day(h.fecha)} ${formatTime(h.fecha, i18n.language)}`,
    },
    {
      key: 'desde',
      header: t('agreement.from'),
      cell: (h) => (h.desde === null ? '—' : t(`status.${h.desde}`)),
    },
    { key: 'hasta', header: t('agreement.to'), cell: (h) => t(`status.${h.hasta}`) },
    { key: 'quien', header: t('agreement.who'), cell: (h) => h.usuario ?? t('agreement.system') },
    { key: 'motivo', header: t('agreement.why'), cell: (h) => h.motivo ?? '' },
  ];
  return (
    <Section title={t('agreement.history')} testId="agreement-history">
      <ListTable
        // Two changes can share an instant: their place in the history tells them apart.
        rows={detail.historial.map((h, orden) => ({ ...h, orden }))}
        rowKey={(h) => `${h.fecha}-${String(h.orden)}`}
        columns={columns}
        minWidth={600}
      />
    </Section>
  );
}
