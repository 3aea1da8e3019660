import { Alert, Anchor, Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { pathFor, type StaffCandidateSheet } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DownloadButton } from '../../../components/download-button.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { showCallError } from '../../../lib/query-client.ts';
import {
  personDataHref,
  useBlockCandidate,
  useCandidateSheet,
  useUnblockCandidate,
  useWithdrawCandidate,
} from '../api/staff-candidates.ts';
import { ConfirmDialog, ReasonDialog } from '../components/reason-dialog.tsx';
import { stateColor } from './candidates-page.tsx';

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

function CvSummary({ cv }: { cv: NonNullable<StaffCandidateSheet['cv']> }) {
  const { t } = useTranslation('backOffice');
  return (
    <Stack gap="sm">
      {cv.presentacion !== null && <Text>{cv.presentacion}</Text>}
      <Text fw={600}>{t('candidates.sheet.studies')}</Text>
      <List>
        {cv.academicos.map((s) => (
          <List.Item key={s.id}>
            {s.titulo}
            {s.centro !== null ? ` · ${s.centro}` : ''}
            {s.enCurso ? ` (${t('candidates.sheet.inProgress')})` : ''}
          </List.Item>
        ))}
      </List>
      {cv.profesional.experiencia.length > 0 && (
        <>
          <Text fw={600}>{t('candidates.sheet.experience')}</Text>
          <List>
            {cv.profesional.experiencia.map((e) => (
              <List.Item key={e.id}>
                {e.puesto} · {e.empresa} ({e.fechaInicio}
                {e.fechaFin !== null ? ` – ${e.fechaFin}` : ''})
              </List.Item>
            ))}
          </List>
        </>
      )}
      {cv.idiomas.length > 0 && (
        <Text>
          <Text span fw={600}>
            {t('candidates.sheet.languages')}:
          </Text>{' '}
          {cv.idiomas.map((l) => `${l.idioma} (${l.nivel})`).join(', ')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('candidates.sheet.completeness', { value: cv.completitud.porcentaje })}
      </Text>
    </Stack>
  );
}

/**
 * /gestion/candidatos/:id: the candidate's account, CV, applications, internships, documents and
 * deletion requests; block (the message is shown at sign-in, 90), unblock, withdraw (32) and the
 * RGPD export of every table about the person.
 */
export default function CandidatePage() {
  const { t, i18n } = useTranslation('backOffice');
  const { id = '' } = useParams();
  const sheet = useCandidateSheet(Number(id));
  const block = useBlockCandidate();
  const unblock = useUnblockCandidate();
  const withdraw = useWithdrawCandidate();
  const [dialog, setDialog] = useState<'block' | 'withdraw' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  return (
    <PageFrame>
      <Anchor component={Link} to={pathFor('gestion_candidatos')}>
        {t('candidates.back')}
      </Anchor>
      {notice !== null && (
        <Alert color="green" variant="light" role="status" data-testid="candidate-notice">
          {notice}
        </Alert>
      )}
      <QueryState query={sheet} emptyText={t('candidates.list.empty')}>
        {(c) => (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Text size="xl" fw={700} data-testid="candidate-name">
                  {c.nombre} {c.apellidos}
                </Text>
                <Group gap={4}>
                  <Badge variant="light" color={stateColor[c.estado]} data-testid="candidate-state">
                    {t(`candidates.states.${c.estado}`)}
                  </Badge>
                </Group>
              </Stack>
              <Group gap="xs">
                {c.estado === 'activo' && (
                  <Button
                    color="red"
                    variant="outline"
                    onClick={() => {
                      setDialog('block');
                    }}
                    data-testid="candidate-block"
                  >
                    {t('candidates.actions.block')}
                  </Button>
                )}
                {c.estado !== 'activo' && c.cv !== null && (
                  <Button
                    variant="default"
                    loading={unblock.isPending}
                    data-testid="candidate-unblock"
                    onClick={() => {
                      unblock.mutate(c.idUsuario, {
                        onSuccess: () => {
                          setNotice(t('candidates.notice.unblocked'));
                        },
                      });
                    }}
                  >
                    {t(
                      c.estado === 'bloqueado'
                        ? 'candidates.actions.unblock'
                        : 'candidates.actions.reactivate',
                    )}
                  </Button>
                )}
                {c.estado !== 'baja' && (
                  <Button
                    color="red"
                    variant="outline"
                    onClick={() => {
                      setDialog('withdraw');
                    }}
                    data-testid="candidate-withdraw"
                  >
                    {t('candidates.actions.withdraw')}
                  </Button>
                )}
                <Button
                  variant="default"
                  loading={exporting}
                  data-testid="candidate-export"
                  onClick={() => {
                    setExporting(true);
                    downloadFile(
                      personDataHref(c.idUsuario),
                      `datos-personales-${String(c.idUsuario)}.json`,
                    )
                      .catch(showCallError)
                      .finally(() => {
                        setExporting(false);
                      });
                  }}
                >
                  {t('candidates.actions.export')}
                </Button>
              </Group>
            </Group>
            {c.estado === 'bloqueado' && c.mensajeBloqueo !== null && (
              <Alert
                color="red"
                variant="light"
                title={t('candidates.sheet.blockMessage')}
                data-testid="block-message"
              >
                {c.mensajeBloqueo}
              </Alert>
            )}
            <Section title={t('candidates.sheet.account')}>
              <Rows
                rows={[
                  [t('candidates.fields.email'), c.email],
                  [t('candidates.fields.dni'), c.dni ?? '—'],
                  [t('candidates.fields.telefono'), c.telefono ?? '—'],
                  [
                    t('candidates.fields.alta'),
                    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                      new Date(c.alta),
                    ),
                  ],
                  [
                    t('candidates.fields.ultimoAcceso'),
                    c.ultimoAcceso === null
                      ? '—'
                      : new Intl.DateTimeFormat(i18n.language, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                          timeZone: 'Europe/Madrid',
                        }).format(new Date(c.ultimoAcceso)),
                  ],
                ]}
              />
            </Section>
            <Section title={t('candidates.sheet.cv')} testId="candidate-cv">
              {c.cv === null ? (
                <Text>{t('candidates.sheet.anonymised')}</Text>
              ) : (
                <CvSummary cv={c.cv} />
              )}
            </Section>
            <Section title={t('candidates.sheet.applications')} testId="candidate-applications">
              {c.candidaturas.length === 0 ? (
                <Text>{t('candidates.sheet.none')}</Text>
              ) : (
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('candidates.fields.oferta')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.empresa')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.estado')}</Table.Th>
                      <Table.Th scope="col">{t('candidates.fields.fecha')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {c.candidaturas.map((a) => (
                      <Table.Tr key={a.idCandidatura}>
                        <Table.Td>{a.titulo}</Table.Td>
                        <Table.Td>{a.empresa}</Table.Td>
                        <Table.Td>{a.estado}</Table.Td>
                        <Table.Td>{a.fecha}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
            <Section title={t('candidates.sheet.internships')} testId="candidate-internships">
              {c.practicas.length === 0 ? (
                <Text>{t('candidates.sheet.none')}</Text>
              ) : (
                <List>
                  {c.practicas.map((p) => (
                    <List.Item key={p.idPractica}>
                      {p.titulo} · {p.empresa} · {p.estado} ({p.fechaInicio} – {p.fechaFin})
                    </List.Item>
                  ))}
                </List>
              )}
            </Section>
            <Section title={t('candidates.sheet.documents')}>
              <Stack gap="sm" data-testid="candidate-documents">
                {c.urlCV !== null && (
                  <Group>
                    <DownloadButton
                      href={c.urlCV}
                      fileName={`CV ${c.nombre} ${c.apellidos}.pdf`}
                      label={t('candidates.sheet.cvPdf')}
                      testId="candidate-cv-pdf"
                    />
                  </Group>
                )}
                {c.documentos.length === 0 ? (
                  <Text>{t('candidates.sheet.noDocuments')}</Text>
                ) : (
                  <Table.ScrollContainer minWidth={560}>
                    <Table striped withTableBorder>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('candidates.sheet.document')}</Table.Th>
                          <Table.Th>{t('candidates.sheet.documentGroup')}</Table.Th>
                          <Table.Th>{t('candidates.sheet.documentDate')}</Table.Th>
                          <Table.Th>{t('candidates.sheet.documentActions')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {c.documentos.map((d) => (
                          <Table.Tr key={d.idDocumento} data-testid="candidate-document">
                            <Table.Td>
                              <Text size="sm" fw={600}>
                                {d.nombre}
                              </Text>
                              {d.tipo !== '' && (
                                <Text size="xs" c="dimmed">
                                  {d.tipo}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td>{t(`candidates.sheet.groups.${d.grupo}`)}</Table.Td>
                            <Table.Td>{d.fecha}</Table.Td>
                            <Table.Td>
                              <DownloadButton
                                href={d.url}
                                fileName={d.nombre}
                                label={t('candidates.sheet.download')}
                                ariaLabel={t('candidates.sheet.downloadOne', { name: d.nombre })}
                              />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            </Section>
            <Section title={t('candidates.sheet.deletions')}>
              {c.solicitudesBaja.length === 0 ? (
                <Text>{t('candidates.sheet.none')}</Text>
              ) : (
                <List>
                  {c.solicitudesBaja.map((s) => (
                    <List.Item key={s.idSolicitud}>
                      {s.fecha}: {t(`deletions.states.${s.estado}`)}
                      {s.motivoRechazo !== null ? ` — ${s.motivoRechazo}` : ''}
                    </List.Item>
                  ))}
                </List>
              )}
            </Section>
            <ReasonDialog
              opened={dialog === 'block'}
              title={t('candidates.block.title')}
              body={t('candidates.block.body', { name: `${c.nombre} ${c.apellidos}` })}
              label={t('candidates.block.label')}
              hint={t('candidates.block.hint')}
              confirm={t('candidates.block.confirm')}
              pending={block.isPending}
              testId="block"
              onClose={() => {
                setDialog(null);
              }}
              onConfirm={(mensaje) => {
                block.mutate(
                  { idUsuario: c.idUsuario, mensaje },
                  {
                    onSuccess: () => {
                      setDialog(null);
                      setNotice(t('candidates.notice.blocked'));
                    },
                  },
                );
              }}
            />
            <ConfirmDialog
              opened={dialog === 'withdraw'}
              title={t('candidates.withdraw.title')}
              body={t('candidates.withdraw.body', { name: `${c.nombre} ${c.apellidos}` })}
              confirm={t('candidates.withdraw.confirm')}
              pending={withdraw.isPending}
              testId="withdraw"
              onClose={() => {
                setDialog(null);
              }}
              onConfirm={() => {
                withdraw.mutate(c.idUsuario, {
                  onSuccess: () => {
                    setDialog(null);
                    setNotice(t('candidates.notice.withdrawn'));
                  },
                });
              }}
            />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
