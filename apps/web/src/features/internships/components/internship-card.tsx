import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { pathFor, type Internship, type InternshipDocument } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/dates.ts';
import { downloadFile } from '../../../lib/download.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { DocumentUpload } from './document-upload.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';

function Person({ person }: { person: Internship['tutor'] }) {
  const { t } = useTranslation('applications');
  if (person === null) {
    return <>{t('internships.noTutor')}</>;
  }
  return (
    <>
      {person.nombre}
      {person.email !== null && (
        <>
          <br />
          {/* A long address breaks inside its column rather than running into the next one. */}
          <Anchor href={`mailto:${person.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {person.email}
          </Anchor>
        </>
      )}
    </>
  );
}

function DocumentRow({ document }: { document: InternshipDocument }) {
  const { t, i18n } = useTranslation('applications');
  const [downloading, setDownloading] = useState(false);
  return (
    <li data-testid="internship-document">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>{document.nombre}</Text>
          {document.solicitado && !document.entregado && (
            <Badge color="orange" variant="light">
              {t('internships.requested')}
            </Badge>
          )}
          {document.entregado && (
            <Badge color="green" variant="light">
              {t('internships.delivered')}
            </Badge>
          )}
        </Group>
        {document.descripcion !== '' && <Text size="sm">{document.descripcion}</Text>}
        <Group gap="md" wrap="wrap">
          {document.fechaLimite !== null && !document.entregado && (
            <Text size="sm">
              {t('internships.deadline', { date: formatDay(document.fechaLimite, i18n.language) })}
            </Text>
          )}
          {document.fechaEntrega !== null && (
            <Text size="sm" c="dimmed">
              {t('internships.deliveredOn', {
                date: formatDay(document.fechaEntrega, i18n.language),
              })}
            </Text>
          )}
          {document.url !== null && (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={downloading}
              aria-label={t('internships.downloadLabel', {
                name: document.nombreFichero ?? document.nombre,
              })}
              onClick={() => {
                const url = document.url;
                if (url === null) {
                  return;
                }
                setDownloading(true);
                downloadFile(url, document.nombreFichero ?? document.nombre)
                  .catch(showCallError)
                  .finally(() => {
                    setDownloading(false);
                  });
              }}
            >
              {document.nombreFichero ?? t('internships.download')}
            </Button>
          )}
        </Group>
        {document.solicitado && (
          <DocumentUpload
            target={{ kind: 'requested', idDocumento: document.idDocumento }}
            documentName={document.nombre}
          />
        )}
      </Stack>
    </li>
  );
}

/** One of my internships: company, dates, tutors, documents and the uploads it asks for. */
export function InternshipCard({ internship }: { internship: Internship }) {
  const { t, i18n } = useTranslation('applications');
  const [attaching, setAttaching] = useState(false);
  return (
    <Paper component="article" withBorder p="md" data-testid="internship">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h3">
            {internship.titulo}
          </Title>
          <Group gap="xs">
            {internship.curricular !== null && (
              <Badge variant="light" color={internship.curricular ? 'brand' : 'accent'}>
                {internship.curricular ? t('list.curricular') : t('list.extracurricular')}
              </Badge>
            )}
            <Badge variant="light">{t(`internships.states.${internship.estado}`)}</Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <LabelledValue label={t('internships.company')}>{internship.empresa}</LabelledValue>
          <LabelledValue label={t('internships.dates')}>
            {t('internships.datesValue', {
              from: formatDay(internship.fechaInicio, i18n.language),
              to: formatDay(internship.fechaFin, i18n.language),
            })}
            {internship.horasDia !== null && (
              <Text size="sm" c="dimmed">
                {t('internships.hoursPerDay')}: {internship.horasDia}
              </Text>
            )}
          </LabelledValue>
          <LabelledValue label={t('internships.tutor')}>
            <Person person={internship.tutor} />
          </LabelledValue>
          <LabelledValue label={t('internships.academicTutor')}>
            <Person person={internship.tutorAcademico} />
          </LabelledValue>
        </SimpleGrid>
        {internship.urlOferta !== null && (
          <Anchor
            component={Link}
            to={pathFor(
              internship.paraTitulados
                ? 'ficha_oferta_alumno_practicas_titulados'
                : 'ficha_oferta_alumno_practicas',
              { id: internship.urlOferta },
            )}
            size="sm"
          >
            {t('internships.viewOffer')}
          </Anchor>
        )}
        <Divider />
        <Title order={3} size="h4">
          {t('internships.documents')}
        </Title>
        {internship.documentos.length === 0 ? (
          <Text c="dimmed">{t('internships.noDocuments')}</Text>
        ) : (
          <PlainList gap="lg">
            {internship.documentos.map((d) => (
              <DocumentRow key={d.idDocumento} document={d} />
            ))}
          </PlainList>
        )}
        {internship.estado !== 'cancelada' && (
          <div>
            {attaching ? (
              <DocumentUpload
                target={{ kind: 'attachment', idPractica: internship.idPractica }}
                documentName={null}
              />
            ) : (
              <Button
                variant="light"
                onClick={() => {
                  setAttaching(true);
                }}
              >
                {t('internships.attach')}
              </Button>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
