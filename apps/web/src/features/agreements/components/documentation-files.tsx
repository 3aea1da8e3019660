import { Badge, Group, Table, Text } from '@mantine/core';
import type { DocumentationFile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../components/download-button.tsx';
import { formatFileSize } from '../../../lib/numbers.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

/** Files published by the careers office: title, description, audience, modality, download. */
export function DocumentationFiles({
  files,
  testId,
}: {
  files: DocumentationFile[];
  testId: string;
}) {
  const { t, i18n } = useTranslation('agreements');
  return (
    <ScrollTable minWidth={560}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('documentation.title')}</Table.Th>
            <Table.Th scope="col">{t('documentation.file')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((f) => (
            <Table.Tr key={f.id} data-testid={`doc-${String(f.id)}`}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {f.titulo}
                </Text>
                {f.descripcion !== '' && (
                  <Text size="sm" c="dimmed">
                    {f.descripcion}
                  </Text>
                )}
                <Group gap={6} mt={4}>
                  <Badge variant="light" color="gray" autoContrast>
                    {t(`documentation.audienceTag.${f.colectivo}`)}
                  </Badge>
                  {f.modalidad !== null && (
                    <Badge variant="light" color="blue" autoContrast>
                      {t(`documentation.modality.${f.modalidad}`)}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <RowDownloadButton
                  href={f.enlace}
                  fileName={f.nombreFichero}
                  label={t('documentation.download')}
                  ariaLabel={t('documentation.downloadLabel', { titulo: f.titulo })}
                  withIcon
                />
                <Text size="xs" c="dimmed" mt={4}>
                  {f.extension.toUpperCase()} · {formatFileSize(f.bytes, i18n.language)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
