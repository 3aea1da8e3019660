import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { pathFor, type StaffAgreementDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { RecordState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  TextDialog,
  useCallErrorText,
  useNotice,
} from '../../../../components/staff-admin-kit.tsx';
import { downloadFile } from '../../../../lib/download.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import {
  useAgreementAction,
  useStaffAgreement,
  type AgreementAction,
} from '../api/staff-agreements.ts';
import { AgreementDataSection } from '../components/agreement-data-section.tsx';
import { AgreementHistorySection } from '../components/agreement-history-section.tsx';
import { CountersignedUpload } from '../components/countersigned-upload.tsx';
import { AgreementStatusBadge } from '../components/status-badge.tsx';

function AgreementDetail({ detail }: { detail: StaffAgreementDetail }) {
  const { t } = useTranslation('staffAgreements');
  const errorText = useCallErrorText();
  const action = useAgreementAction(detail.idConvenio);
  const [asking, setAsking] = useState<AgreementAction | null>(null);
  // The confirmation keeps its texts while it fades out after the answer (asking is null then).
  const [lastAsked, setLastAsked] = useState<AgreementAction | null>(null);
  const confirming = lastAsked === 'erroneo' ? null : lastAsked;
  const [done, setDone] = useNotice();
  const run = (which: AgreementAction, motivo?: string) => {
    action.mutate(
      { action: which, motivo },
      {
        onSuccess: (next) => {
          setAsking(null);
          setDone(t('agreement.done', { estado: t(`status.${next.estado}`) }));
        },
      },
    );
  };
  const countersigned = detail.enlaceFormalizado !== null;
  const close = () => {
    setAsking(null);
    action.reset();
  };
  const files: [string, string | null, string][] = [
    [t('agreement.generated'), detail.enlace, `convenio-${String(detail.idConvenio)}.pdf`],
    [
      t('agreement.signed'),
      detail.enlaceFirmado,
      `convenio-${String(detail.idConvenio)}-firmado.pdf`,
    ],
    [
      t('agreement.countersigned'),
      detail.enlaceFormalizado,
      `convenio-${String(detail.idConvenio)}-formalizado.pdf`,
    ],
    // What the company sent with its request (the server names it with its own extension).
    [
      t('agreement.attachment'),
      detail.enlaceAdjunto,
      `convenio-${String(detail.idConvenio)}-adjunto`,
    ],
  ];

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <AgreementStatusBadge estado={detail.estado} />
        <Text size="sm" c="dimmed">
          {detail.empresa} · {detail.cif}
        </Text>
      </Group>
      <DoneNotice
        notice={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <Section title={t('agreement.actions')} testId="agreement-actions">
        <Stack gap="lg">
          {detail.acciones.length === 0 ? (
            <Text size="sm">{t('agreement.noActions')}</Text>
          ) : (
            <Group gap="sm">
              {detail.acciones.map((a) => (
                <Button
                  key={a}
                  variant={a === 'erroneo' || a === 'caducado' ? 'default' : 'filled'}
                  color={a === 'erroneo' ? 'red.9' : undefined}
                  // Formalising needs the university's signed PDF: the button waits for it.
                  disabled={a === 'formalizado' && !countersigned}
                  aria-describedby={
                    a === 'formalizado' && !countersigned ? 'formalise-needs-file' : undefined
                  }
                  onClick={() => {
                    setDone(null);
                    setAsking(a);
                    setLastAsked(a);
                  }}
                  data-testid={`action-${a}`}
                >
                  {t(`agreement.do.${a}`)}
                </Button>
              ))}
            </Group>
          )}
          {detail.acciones.includes('formalizado') && !countersigned && (
            <Text size="sm" id="formalise-needs-file" data-testid="formalise-needs-file">
              {t('agreement.formaliseNeedsFile')}
            </Text>
          )}
          {detail.puedeAdjuntarFormalizado && <CountersignedUpload detail={detail} />}
        </Stack>
      </Section>
      <Section title={t('agreement.files')} testId="agreement-files">
        <Group gap="sm">
          {files.map(([label, url, name]) =>
            url === null ? (
              <Text key={label} size="sm" c="dimmed">
                {label}: {t('agreement.noFile')}
              </Text>
            ) : (
              <Button
                key={label}
                variant="light"
                onClick={() => {
                  downloadFile(url, name).catch(showCallError);
                }}
              >
                {label}
              </Button>
            ),
          )}
        </Group>
      </Section>
      <AgreementDataSection detail={detail} />
      <AgreementHistorySection detail={detail} />
      <ConfirmDialog
        opened={asking !== null && asking !== 'erroneo'}
        title={confirming === null ? '' : t(`agreement.do.${confirming}`)}
        body={confirming === null ? '' : t(`agreement.confirm.${confirming}`)}
        confirmLabel={confirming === null ? '' : t(`agreement.do.${confirming}`)}
        onClose={close}
        onConfirm={() => {
          if (asking !== null) {
            run(asking);
          }
        }}
        pending={action.isPending}
        error={errorText(action.error)}
        danger={confirming === 'caducado'}
        testId="agreement-confirm"
      />
      <TextDialog
        opened={asking === 'erroneo'}
        title={t('agreement.do.erroneo')}
        body={t('agreement.confirm.erroneo')}
        label={t('agreement.reasonLabel')}
        confirmLabel={t('agreement.do.erroneo')}
        onClose={close}
        onSubmit={(motivo) => {
          run('erroneo', motivo);
        }}
        pending={action.isPending}
        error={errorText(action.error)}
        danger
        min={3}
        max={500}
        testId="agreement-reason"
      />
    </Stack>
  );
}

/** /gestion/convenios/{id}: one agreement, its lifecycle actions, files and history. */
export default function StaffAgreementPage() {
  const { t } = useTranslation('staffAgreements');
  const id = Number(useParams().id);
  const detail = useStaffAgreement(id);
  return (
    <PageFrame
      size="xl"
      title={
        detail.data
          ? t('agreement.title', { id: detail.data.idConvenio, empresa: detail.data.empresa })
          : undefined
      }
    >
      <Anchor component={Link} to={pathFor('gestion_convenios')} w="fit-content">
        {t('agreement.backToList')}
      </Anchor>
      <RecordState query={detail}>{(data) => <AgreementDetail detail={data} />}</RecordState>
    </PageFrame>
  );
}
