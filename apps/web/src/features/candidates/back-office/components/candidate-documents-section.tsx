import { Group, Stack, Text } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../../components/download-button.tsx';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { Section } from '../../../../components/section.tsx';
import { documentTypeText } from '../../../../lib/reference-lists.ts';

type CandidateDocument = StaffCandidateSheet['documentos'][number];

/** The CV as PDF and every document the candidate uploaded, each one downloadable. */
export function CandidateDocumentsSection({ candidate: c }: { candidate: StaffCandidateSheet }) {
  const { t, i18n } = useTranslation('backOffice');
  const columns: ListColumn<CandidateDocument>[] = [
    {
      key: 'documento',
      header: t('candidates.sheet.document'),
      cell: (d) => (
        <>
          <Text size="sm" fw={600}>
            {d.nombre}
          </Text>
          {d.tipo !== '' && (
            <Text size="xs" c="dimmed">
              {documentTypeText(d.idTipoDocumento, { nombre: d.tipo }, i18n.language).nombre}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'grupo',
      header: t('candidates.sheet.documentGroup'),
      cell: (d) => t(`candidates.sheet.groups.${d.grupo}`),
    },
    { key: 'fecha', header: t('candidates.sheet.documentDate'), cell: (d) => d.fecha },
    {
      key: 'acciones',
      header: t('candidates.sheet.documentActions'),
      cell: (d) => (
        <DownloadButton
          href={d.url}
          fileName={d.nombre}
          label={t('candidates.sheet.download')}
          ariaLabel={t('candidates.sheet.downloadOne', { name: d.nombre })}
        />
      ),
    },
  ];
  return (
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
          <ListTable
            rows={c.documentos}
            rowKey={(d) => d.idDocumento}
            rowTestId={() => 'candidate-document'}
            columns={columns}
            minWidth={560}
          />
        )}
      </Stack>
    </Section>
  );
}
