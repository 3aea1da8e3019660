import { Table } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { formatDateTime, formatDay } from '../../../../lib/dates.ts';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Table withTableBorder variant="vertical">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={220}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The candidate's account: e-mail, DNI, phone, sign-up day and last sign-in (Madrid time). */
export function CandidateAccountSection({ candidate: c }: { candidate: StaffCandidateSheet }) {
  const { t, i18n } = useTranslation('backOffice');
  return (
    <Section title={t('candidates.sheet.account')}>
      <Rows
        rows={[
          [t('candidates.fields.email'), c.email],
          [
            t('candidates.fields.emailConfirmado'),
            t(
              c.emailConfirmado
                ? 'candidates.emailState.confirmed'
                : 'candidates.emailState.pending',
            ),
          ],
          ...(c.activacionPendiente
            ? [
                [t('candidates.fields.activacion'), t('candidates.activationPending')] satisfies [
                  string,
                  string,
                ],
              ]
            : []),
          [t('candidates.fields.dni'), c.dni ?? '—'],
          [t('candidates.fields.telefono'), c.telefono ?? '—'],
          [t('candidates.fields.alta'), formatDay(c.alta, i18n.language)],
          [
            t('candidates.fields.ultimoAcceso'),
            c.ultimoAcceso === null ? '—' : formatDateTime(c.ultimoAcceso, i18n.language),
          ],
        ]}
      />
    </Section>
  );
}
