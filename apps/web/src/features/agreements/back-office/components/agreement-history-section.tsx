import { Table } from '@mantine/core';
import type { StaffAgreementDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { formatDay, formatTime } from '../../../../lib/dates.ts';

/** Every change of the agreement's state: when, from, to, who and why. */
export function AgreementHistorySection({ detail }: { detail: StaffAgreementDetail }) {
  const { t, i18n } = useTranslation('staffAgreements');
  const day = (value: string) => formatDay(value, i18n.language);
  return (
    <Section title={t('agreement.history')} testId="agreement-history">
      <Table.ScrollContainer minWidth={600}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('agreement.when')}</Table.Th>
              <Table.Th scope="col">{t('agreement.from')}</Table.Th>
              <Table.Th scope="col">{t('agreement.to')}</Table.Th>
              <Table.Th scope="col">{t('agreement.who')}</Table.Th>
              <Table.Th scope="col">{t('agreement.why')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.historial.map((h, i) => (
              <Table.Tr key={`${h.fecha}-${String(i)}`}>
                <Table.Td>
                  {day(h.fecha)} {formatTime(h.fecha, i18n.language)}
                </Table.Td>
                <Table.Td>{h.desde === null ? '—' : t(`status.${h.desde}`)}</Table.Td>
                <Table.Td>{t(`status.${h.hasta}`)}</Table.Td>
                <Table.Td>{h.usuario ?? t('agreement.system')}</Table.Td>
                <Table.Td>{h.motivo ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}
