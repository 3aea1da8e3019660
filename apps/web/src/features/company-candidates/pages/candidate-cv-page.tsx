import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { Codes, pathFor, type CandidateCv } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTitleSubject } from '../../../lib/document-title.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDownloadCandidateDocument } from '../api/download-candidate-document.ts';
import { useDownloadGeneratedCv } from '../api/download-generated-cv.ts';
import { useCandidateCv } from '../api/get-candidate-cv.ts';
import { CvLoading } from '../components/cv-loading.tsx';
import { ChangeStateDialog, type ChangeStateTarget } from '../components/change-state-dialog.tsx';
import { NewTabLink } from '../../../components/new-tab-link.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { formatFileSize, formatGrade } from '../../../lib/numbers.ts';
import { useApplicationStateName } from '../../../lib/application-state-names.ts';
import { formatDay } from '../../../lib/dates.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /ver-cv/{id} (dameCandidato): the CV of a candidate of one of the company's offers. */
export default function CandidateCvPage() {
  const { t } = useTranslation('companyOffers');
  const { id = '' } = useParams();
  const cv = useCandidateCv(id);
  const person = cv.data?.personales;
  useTitleSubject(person && `${person.nombre} ${person.apellidos}`);
  return (
    <PageFrame>
      {cv.isError ? (
        <Alert color="orange" variant="light" title={t('cv.unavailable')} data-testid="cv-refused">
          {isApiError(cv.error) && cv.error.status === Codes.SERVER_MESSAGE && cv.error.mensaje
            ? cv.error.mensaje
            : t('cv.notFound')}
        </Alert>
      ) : cv.data === undefined ? (
        <CvLoading />
      ) : (
        <CvView cv={cv.data} />
      )}
    </PageFrame>
  );
}

function CvView({ cv }: { cv: CandidateCv }) {
  const { t, i18n } = useTranslation('companyOffers');
  const stateName = useApplicationStateName();
  const download = useDownloadCandidateDocument(cv.candidatura.idCandidatura);
  const generated = useDownloadGeneratedCv(cv.candidatura.idCandidatura);
  const [target, setTarget] = useState<ChangeStateTarget | null>(null);
  const p = cv.personales;
  const a = cv.candidatura;
  const name = `${p.nombre} ${p.apellidos}`;
  const yes = (v: boolean) => (v ? t('cv.yes') : t('cv.no'));
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-labelledby="cv-application">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} id="cv-application" data-testid="cv-name">
                {name}
              </Title>
              <Text size="sm">
                {t('cv.appliedTo')}{' '}
                <Anchor
                  component={Link}
                  to={pathFor('ficha_oferta_empresa', { id: a.idOferta })}
                  underline="always"
                >
                  {a.tituloOferta}
                </Anchor>{' '}
                · {t('candidates.appliedOn', { fecha: a.fecha })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden="true" />}
                loading={generated.isPending}
                onClick={() => {
                  generated.mutate(`CV ${name}.pdf`);
                }}
                data-testid="cv-generated-pdf"
              >
                {t('cv.downloadGenerated')}
              </Button>
              <Badge size="lg" variant="light" data-testid="cv-state">
                {stateName(a.idEstado, a.Estado)}
              </Badge>
            </Group>
          </Group>
          {a.transiciones.length > 0 ? (
            <Group>
              <Button
                size="xs"
                onClick={() => {
                  setTarget({
                    idCandidatura: a.idCandidatura,
                    nombre: name,
                    Estado: stateName(a.idEstado, a.Estado),
                    transiciones: a.transiciones,
                  });
                }}
              >
                {t('candidates.change.button')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('cv.finalState')}
            </Text>
          )}
          <Title order={3} size="h5">
            {t('cv.history')}
          </Title>
          <Timeline bulletSize={12} lineWidth={2} active={a.historial.length - 1}>
            {a.historial.map((h, i) => (
              <Timeline.Item
                key={`${String(h.idEstado)}-${String(i)}`}
                title={stateName(h.idEstado, h.Estado)}
              >
                <Text size="xs" c="dimmed">
                  {formatDay(h.fecha, i18n.language)}
                </Text>
                {h.comentario === null ? null : <Text size="sm">{h.comentario}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      </Paper>

      <Block id="cv-personal" title={t('cv.personal')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" m={0} spacing="sm">
          {p.email === null ? null : (
            <Fact label={t('cv.email')}>
              <Anchor href={`mailto:${p.email}`} size="sm">
                {p.email}
              </Anchor>
            </Fact>
          )}
          {p.telefono === null ? null : (
            <Fact label={t('cv.phone')}>
              <Anchor href={`tel:${p.telefono}`} size="sm">
                {p.telefono}
              </Anchor>
            </Fact>
          )}
          {p.fechaNacimiento === null ? null : (
            <Fact label={t('cv.birthDate')}>{p.fechaNacimiento}</Fact>
          )}
          {p.nacionalidad === null ? null : (
            <Fact label={t('cv.nationality')}>{p.nacionalidad}</Fact>
          )}
          {p.provincia === null && p.localidad === null ? null : (
            <Fact label={t('cv.residence')}>
              {[p.localidad, p.provincia].filter((v) => v !== null).join(', ')}
            </Fact>
          )}
          <Fact label={t('cv.workPermit')}>{yes(p.tienePermisoTrabajo)}</Fact>
        </SimpleGrid>
      </Block>

      {cv.presentacion === null || cv.presentacion === '' ? null : (
        <Block id="cv-presentation" title={t('cv.presentation')}>
          <SafeHtml html={cv.presentacion} testId="cv-presentation-text" />
        </Block>
      )}

      <Block id="cv-studies" title={t('cv.studies')}>
        {cv.academicos.length === 0 ? (
          <Text c="dimmed">{t('cv.noStudies')}</Text>
        ) : (
          <PlainList gap="sm">
            {cv.academicos.map((s, i) => (
              <li key={`${s.titulacion}-${String(i)}`}>
                <Text fw={600}>{s.titulacion}</Text>
                <Text size="sm" c="dimmed">
                  {[
                    s.enCurso ? t('cv.inProgress') : t('cv.finished'),
                    s.deLaUniversidad ? t('cv.ownUniversity') : null,
                    s.creditosSuperados === null
                      ? null
                      : t('cv.credits', { count: s.creditosSuperados }),
                    s.notaMedia === null
                      ? null
                      : t('cv.grade', { nota: formatGrade(s.notaMedia, i18n.language) }),
                    s.fechaInicio === null
                      ? null
                      : s.fechaFin === null
                        ? t('cv.periodOngoing', { desde: s.fechaInicio })
                        : t('cv.period', { desde: s.fechaInicio, hasta: s.fechaFin }),
                  ]
                    .filter((v) => v !== null)
                    .join(' · ')}
                </Text>
              </li>
            ))}
          </PlainList>
        )}
      </Block>

      <Block id="cv-languages" title={t('cv.languages')}>
        {cv.idiomas.length === 0 ? (
          <Text c="dimmed">{t('cv.noLanguages')}</Text>
        ) : (
          <List size="sm">
            {cv.idiomas.map((l) => (
              <List.Item key={l.idioma}>
                {l.idioma}: {l.nivel}
              </List.Item>
            ))}
          </List>
        )}
      </Block>

      <Block id="cv-documents" title={t('cv.documents')}>
        {cv.documentos.length === 0 ? (
          <Text c="dimmed">{t('cv.noDocuments')}</Text>
        ) : (
          <PlainList gap="xs">
            {cv.documentos.map((d) => (
              <Group component="li" key={d.idDocumento} justify="space-between" gap="xs">
                <Text size="sm">
                  <Text span fw={600}>
                    {d.tipo}
                  </Text>
                  {` · ${d.nombre} · ${formatFileSize(d.bytes, i18n.language)}`}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden="true" />}
                  loading={download.isPending && download.variables.idDocumento === d.idDocumento}
                  aria-label={t('cv.download', { nombre: d.nombre })}
                  onClick={() => {
                    download.mutate(d);
                  }}
                >
                  {t('cv.downloadShort')}
                </Button>
              </Group>
            ))}
          </PlainList>
        )}
      </Block>

      {cv.enlacePortfolio === null ? null : (
        <Block id="cv-portfolio" title={t('cv.portfolio')}>
          <NewTabLink href={cv.enlacePortfolio}>{cv.enlacePortfolio}</NewTabLink>
        </Block>
      )}

      <ChangeStateDialog
        target={target}
        onClose={() => {
          setTarget(null);
        }}
      />
    </Stack>
  );
}
