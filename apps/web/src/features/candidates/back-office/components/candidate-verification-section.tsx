import { Button, Stack, Table } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { useVerifyCandidate } from '../api/staff-candidates.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';

/**
 * Whether the candidate is the university's own student or graduate: how (academic record,
 * the university's sign-in, by hand) and since when, and whether the record lists them. The
 * office verifies or un-verifies by hand, saying why (audited).
 */
export function CandidateVerificationSection({
  candidate: c,
  onNotice,
}: {
  candidate: StaffCandidateSheet;
  onNotice: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('backOffice');
  const verify = useVerifyCandidate();
  const [asking, setAsking] = useState(false);
  const v = c.verificacion;
  const next = !v.verificado;
  const action = next ? 'verify' : 'unverify';
  const rows: [string, ReactNode, string][] = [
    [
      t('candidates.verification.state'),
      <VerifiedBadge key="badge" verified={v.verificado} />,
      'verification-state',
    ],
    [
      t('candidates.verification.origin'),
      v.origen === null ? '—' : t(`candidates.verification.origins.${v.origen}`),
      'verification-origin',
    ],
    [
      t('candidates.verification.date'),
      v.fecha === null ? '—' : formatDateTime(v.fecha, i18n.language),
      'verification-date',
    ],
    [
      t('candidates.verification.inRecord'),
      t(v.enExpediente ? 'candidates.verification.yes' : 'candidates.verification.no'),
      'verification-record',
    ],
  ];

  return (
    <Section
      title={t('candidates.verification.title')}
      testId="candidate-verification"
      action={
        c.cv !== null && (
          <Button
            variant={next ? 'filled' : 'default'}
            onClick={() => {
              setAsking(true);
            }}
            data-testid="candidate-verify"
          >
            {t(`candidates.verification.${action}`)}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <Table withTableBorder variant="vertical">
          <Table.Tbody>
            {rows.map(([label, value, testId]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={220}>
                  {label}
                </Table.Th>
                <Table.Td data-testid={testId}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      {asking && (
        <ReasonDialog
          opened
          danger={!next}
          maxLength={500}
          title={t(`candidates.verification.${action}Title`)}
          body={t(`candidates.verification.${action}Body`, { name: `${c.nombre} ${c.apellidos}` })}
          label={t('candidates.verification.reason')}
          hint={t('candidates.verification.reasonHint')}
          confirm={t(`candidates.verification.${action}`)}
          pending={verify.isPending}
          testId="verify"
          onClose={() => {
            setAsking(false);
          }}
          onConfirm={(motivo) => {
            verify.mutate(
              { idUsuario: c.idUsuario, verificado: next, motivo },
              {
                onSuccess: () => {
                  setAsking(false);
                  onNotice(t(`candidates.verification.notice.${action}`));
                },
              },
            );
          }}
        />
      )}
    </Section>
  );
}
