import { Group, Stack, Table, Text } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../../components/download-button.tsx';
import { Section } from '../../../../components/section.tsx';

/** The CV as PDF and every document the candidate uploaded, each one downloadable. */
export function CandidateDocumentsSection({ candidate: c }: { candidate: StaffCandidateSheet }) {
  const { t } = useTranslation('backOffice');
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
  );
}
