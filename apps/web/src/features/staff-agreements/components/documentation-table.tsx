import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { StaffDocumentationFile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../components/download-button.tsx';
import { formatDay } from '../../../lib/dates.ts';

/** The published documentation files, each with download, edit and withdraw. */
export function DocumentationTable({
  list,
  onEdit,
  onRemove,
}: {
  list: StaffDocumentationFile[];
  onEdit: (file: StaffDocumentationFile) => void;
  onRemove: (file: StaffDocumentationFile) => void;
}) {
  const { t, i18n } = useTranslation('staffAgreements');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="staff-documentation">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('documentation.title')}</Table.Th>
            <Table.Th scope="col">{t('documentation.section')}</Table.Th>
            <Table.Th scope="col">{t('documentation.audience')}</Table.Th>
            <Table.Th scope="col">{t('documentation.programme')}</Table.Th>
            <Table.Th scope="col">{t('documentation.updated')}</Table.Th>
            <Table.Th scope="col">{t('documentation.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((f) => (
            <Table.Tr key={f.id} data-testid={`staff-doc-${String(f.id)}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {f.titulo}
                </Text>
                <Text size="xs" c="dimmed">
                  {f.nombreFichero}
                </Text>
                {f.modalidad !== null && (
                  <Badge size="sm" variant="light" autoContrast mt={4}>
                    {t(`documentation.modalities.${f.modalidad}`)}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{t(`documentation.sections.${f.seccion}`)}</Table.Td>
              <Table.Td>{t(`documentation.audiences.${f.colectivo}`)}</Table.Td>
              <Table.Td>{f.programa ?? '—'}</Table.Td>
              <Table.Td>{formatDay(f.actualizado, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <RowDownloadButton
                    href={f.enlace}
                    fileName={f.nombreFichero}
                    label={t('common.download')}
                    ariaLabel={`${t('common.download')}: ${f.titulo}`}
                  />
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('documentation.editLabel', { titulo: f.titulo })}
                    onClick={() => {
                      onEdit(f);
                    }}
                  >
                    {t('documentation.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red.9"
                    aria-label={t('documentation.removeLabel', { titulo: f.titulo })}
                    onClick={() => {
                      onRemove(f);
                    }}
                  >
                    {t('documentation.remove')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
