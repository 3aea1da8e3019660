import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { pathFor, type StaffInternshipDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DownloadButton } from '../../../../components/download-button.tsx';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { useTitleSubject } from '../../../../lib/document-title.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { RecordState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { Facts } from '../../../../components/staff-admin-kit.tsx';
import { useStaffInternship } from '../api/staff-applications.ts';

function InternshipRecord({ internship }: { internship: StaffInternshipDetail }) {
  const { t } = useTranslation('staffAdmin');
  const columns: ListColumn<StaffInternshipDetail['documentos'][number]>[] = [
    {
      key: 'documento',
      header: t('internships.detail.document'),
      cell: (d) => (
        <>
          <Text size="sm" fw={600}>
            {d.nombre}
          </Text>
          {d.descripcion !== '' && (
            <Text size="xs" c="dimmed">
              {d.descripcion}
            </Text>
          )}
        </>
      ),
    },
    { key: 'plazo', header: t('internships.detail.deadline'), cell: (d) => d.fechaLimite ?? '—' },
    {
      key: 'estado',
      header: t('common.state'),
      cell: (d) => (
        <>
          {d.entregado
            ? t('internships.detail.delivered', { date: d.fechaEntrega ?? '' })
            : d.solicitado
              ? t('internships.detail.notDelivered')
              : t('internships.detail.notRequested')}
          {d.nombreFichero !== null && (
            <Text size="xs" c="dimmed">
              {d.nombreFichero}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'fichero',
      header: t('internships.detail.file'),
      cell: (d) =>
        d.url === null ? (
          '—'
        ) : (
          <DownloadButton
            href={d.url}
            fileName={d.nombreFichero ?? d.nombre}
            label={t('internships.detail.download')}
            ariaLabel={t('internships.detail.downloadOne', { name: d.nombre })}
          />
        ),
    },
  ];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathFor('gestion_practicas')} w="fit-content">
        {t('common.back')}
      </Anchor>
      <Section
        title={internship.titulo}
        testId="internship-record"
        action={<Badge variant="light">{t(`internships.states.${internship.estado}`)}</Badge>}
      >
        <Facts
          items={[
            [t('internships.list.candidate'), internship.candidato],
            [t('internships.detail.email'), internship.email],
            [
              t('internships.list.company'),
              <Anchor
                key="company"
                component={Link}
                to={pathFor('gestion_empresa', { id: internship.idEmpresa })}
              >
                {internship.empresa}
              </Anchor>,
            ],
            [t('internships.list.period'), `${internship.fechaInicio} – ${internship.fechaFin}`],
            [
              t('internships.detail.curricular'),
              internship.curricular === null
                ? null
                : internship.curricular
                  ? t('internships.detail.yes')
                  : t('internships.detail.no'),
            ],
            [t('internships.detail.companyTutor'), internship.tutorEmpresa],
            [t('internships.detail.academicTutor'), internship.tutorAcademico],
            [
              t('applications.detail.data'),
              internship.idCandidatura === null ? null : (
                <Anchor
                  key="application"
                  component={Link}
                  to={pathFor('gestion_candidatura', { id: internship.idCandidatura })}
                >
                  {t('internships.detail.application')}
                </Anchor>
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('internships.detail.documents')} testId="internship-documents">
        {internship.documentos.length === 0 ? (
          <Text size="sm">{t('internships.detail.noDocuments')}</Text>
        ) : (
          <ListTable
            rows={internship.documentos}
            rowKey={(d) => d.idDocumento}
            rowTestId={() => 'internship-document'}
            columns={columns}
            minWidth={560}
          />
        )}
      </Section>
    </Stack>
  );
}

/** /gestion/practicas/{id}: an internship with its tutors and requested documents. */
export default function StaffInternshipPage() {
  const { t } = useTranslation('staffAdmin');
  const { id = '' } = useParams();
  const query = useStaffInternship(Number(id));
  useTitleSubject(query.data?.titulo);
  return (
    <PageFrame>
      <RecordState query={query} notFoundText={t('internships.notFound')}>
        {(internship) => <InternshipRecord internship={internship} />}
      </RecordState>
    </PageFrame>
  );
}
