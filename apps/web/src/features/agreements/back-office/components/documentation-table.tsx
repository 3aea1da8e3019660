import { Badge, Button, Group, Text } from '@mantine/core';
import type { StaffDocumentationFile } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../../components/download-button.tsx';
import {
  ListTable,
  type ListColumn,
  type ListSort,
} from '../../../../components/list-kit/index.ts';
import { formatDay } from '../../../../lib/dates.ts';

/** The published documentation files, each with download, edit and withdraw. */
export function DocumentationTable({
  list,
  onEdit,
  onRemove,
  sort,
  onSort,
  page,
  onPage,
}: {
  list: readonly StaffDocumentationFile[];
  onEdit: (file: StaffDocumentationFile) => void;
  onRemove: (file: StaffDocumentationFile) => void;
  /** The sorted column (from the URL) and the change of it. */
  sort: ListSort | null;
  onSort: (key: string) => void;
  /** The page of rows shown (the table pages the list) and the change of page. */
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('staffAgreements');
  const columns: ListColumn<StaffDocumentationFile>[] = [
    {
      key: 'titulo',
      header: t('documentation.title'),
      sortValue: (f) => f.titulo,
      cell: (f) => (
        <>
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
        </>
      ),
    },
    {
      key: 'seccion',
      header: t('documentation.section'),
      sortValue: (f) => t(`documentation.sections.${f.seccion}`),
      cell: (f) => t(`documentation.sections.${f.seccion}`),
    },
    {
      key: 'colectivo',
      header: t('documentation.audience'),
      sortValue: (f) => t(`documentation.audiences.${f.colectivo}`),
      cell: (f) => t(`documentation.audiences.${f.colectivo}`),
    },
    {
      key: 'programa',
      header: t('documentation.programme'),
      sortValue: (f) => f.programa,
      cell: (f) => f.programa ?? '—',
    },
    {
      key: 'actualizado',
      header: t('documentation.updated'),
      sortValue: (f) => f.actualizado,
      cell: (f) => formatDay(f.actualizado, i18n.language),
    },
    {
      key: 'acciones',
      header: t('documentation.actions'),
      cell: (f) => (
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
      ),
    },
  ];
  return (
    <ListTable
      testId="staff-documentation"
      rows={list}
      rowKey={(f) => f.id}
      rowTestId={(f) => `staff-doc-${String(f.id)}`}
      columns={columns}
      minWidth={900}
      sort={sort}
      onSort={onSort}
      page={page}
      onPage={onPage}
    />
  );
}
