import {
  Anchor,
  Button,
  FileInput,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Codes, PDF_ONLY_MAX_BYTES, pathFor, type StaffAgreementDetail } from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  Facts,
  TextDialog,
  useCallErrorText,
} from '../../../components/staff-admin-kit.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDay, formatTime } from '../../../lib/dates.ts';
import { downloadFile } from '../../../lib/download.ts';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { showCallError } from '../../../lib/query-client.ts';
import {
  useAgreementAction,
  useStaffAgreement,
  useUploadCountersigned,
  type AgreementAction,
} from '../api/staff-agreements.ts';
import { AgreementStatusBadge } from '../components/status-badge.tsx';

function CountersignedUpload({ detail }: { detail: StaffAgreementDetail }) {
  const { t } = useTranslation('staffAgreements');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadCountersigned(detail.idConvenio, ({ loaded, total }) => {
    setPercent(Math.round((loaded / total) * 100));
  });
  const localError = (): string | null => {
    if (file === null) {
      return t('common.required');
    }
    if (extensionOf(file.name) !== 'pdf') {
      return t('common.pdfOnly');
    }
    return file.size > PDF_ONLY_MAX_BYTES ? t('common.tooBig') : null;
  };
  const error = submitted ? (serverError ?? localError()) : null;
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    setDone(false);
    if (localError() !== null || file === null) {
      return;
    }
    setPercent(0);
    const body = {
      idConvenio: detail.idConvenio,
      ficheroB64: await readAsBase64(file),
      extension_adjunto: extensionOf(file.name),
    };
    upload.mutate(body, {
      onSuccess: () => {
        setDone(true);
        setFile(null);
        setSubmitted(false);
        setPercent(null);
      },
      onError: (e) => {
        setPercent(null);
        setServerError(
          isApiError(e) && e.status === Codes.FILE_EXTENSION_NOT_ALLOWED
            ? t('common.notAllowed')
            : isApiError(e) && e.mensaje
              ? e.mensaje
              : t('common.failed'),
        );
      },
    });
  };
  return (
    <form
      noValidate
      aria-labelledby="countersigned-title"
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="countersigned-title">
          {t('agreement.upload.title')}
        </Title>
        <Text size="sm">{t('agreement.upload.intro')}</Text>
        <FileInput
          label={t('agreement.upload.file')}
          placeholder={t('agreement.upload.prompt')}
          accept="application/pdf,.pdf"
          required
          clearable
          clearButtonProps={{ 'aria-label': t('agreement.upload.clear') }}
          value={file}
          onChange={(value) => {
            setFile(value);
            setServerError(null);
            setDone(false);
          }}
          error={error}
          maw={420}
          data-testid="countersigned-file"
        />
        <Group>
          <Button type="submit" loading={upload.isPending} data-testid="countersigned-send">
            {t('agreement.upload.send')}
          </Button>
        </Group>
        {percent !== null && upload.isPending && (
          <Stack gap={4}>
            <Text size="sm">{t('common.uploading')}</Text>
            <Progress value={percent} aria-label={t('common.progress')} size="lg" />
          </Stack>
        )}
        <Text size="sm" role="status" data-testid="countersigned-done">
          {done ? t('agreement.upload.done') : ''}
        </Text>
      </Stack>
    </form>
  );
}

function AgreementDetail({ detail }: { detail: StaffAgreementDetail }) {
  const { t, i18n } = useTranslation('staffAgreements');
  const errorText = useCallErrorText();
  const action = useAgreementAction(detail.idConvenio);
  const [asking, setAsking] = useState<AgreementAction | null>(null);
  // The confirmation keeps its texts while it fades out after the answer (asking is null then).
  const [lastAsked, setLastAsked] = useState<AgreementAction | null>(null);
  const confirming = lastAsked === 'erroneo' ? null : lastAsked;
  const [done, setDone] = useState<string | null>(null);
  const day = (value: string) => formatDay(value, i18n.language);
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
        text={done}
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
      <Section title={t('agreement.data')} testId="agreement-data">
        <Facts
          items={[
            [t('agreement.company'), detail.empresa],
            [t('agreement.cif'), detail.cif],
            [t('agreement.created'), day(detail.fecha)],
            [t('agreement.updated'), day(detail.actualizado)],
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
      <QueryState query={detail} emptyText="" isEmpty={() => false}>
        {(data) => <AgreementDetail detail={data} />}
      </QueryState>
    </PageFrame>
  );
}
