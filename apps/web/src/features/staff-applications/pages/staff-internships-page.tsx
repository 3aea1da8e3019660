import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { pathFor, staffInternshipStates } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ExportButtons, ResultTable } from '../../../components/staff-admin-kit.tsx';
import {
  APPLICATION_PAGE_SIZE,
  internshipExportHref,
  useStaffInternships,
  type InternshipFilters,
} from '../api/staff-applications.ts';

type InternshipState = (typeof staffInternshipStates)[number];

/** /gestion/practicas: internships by state and text with their pending documents, exportable. */
export default function StaffInternshipsPage() {
  const { t } = useTranslation('staffAdmin');
  const [texto, setTexto] = useState('');
  const [estado, setEstado] = useState<string | null>(null);
  const [filters, setFilters] = useState<InternshipFilters>({});
  const [pagina, setPagina] = useState(1);
  const list = useStaffInternships(filters, pagina);

  return (
    <PageFrame>
      <Text>{t('internships.intro')}</Text>
      <Section
        title={t('internships.list.title')}
        testId="staff-internships"
        action={
          <ExportButtons
            href={(formato) => internshipExportHref(filters, formato)}
            fileName="practicas"
          />
        }
      >
        <Stack gap="sm">
          <form
            role="search"
            aria-label={t('common.filters')}
            onSubmit={(event) => {
              event.preventDefault();
              setPagina(1);
              setFilters({
                ...(texto.trim() ? { texto: texto.trim() } : {}),
                ...(estado ? { estado: estado as InternshipState } : {}),
              });
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('internships.filters.text')}
                value={texto}
                onChange={(event) => {
                  setTexto(event.currentTarget.value);
                }}
                data-testid="internship-text-filter"
              />
              <Select
                label={t('common.state')}
                placeholder={t('common.all')}
                clearable
                data={staffInternshipStates.map((value) => ({
                  value,
                  label: t(`internships.states.${value}`),
                }))}
                value={estado}
                onChange={setEstado}
              />
              <Button type="submit" data-testid="internship-filter-apply">
                {t('common.apply')}
              </Button>
            </Group>
          </form>
          <QueryState
            query={list}
            emptyText={t('common.empty')}
            isEmpty={(data) => data.practicas.length === 0}
          >
            {(data) => (
              <ResultTable
                testId="internship"
                total={data.total}
                rows={data.practicas}
                rowKey={(p) => p.idPractica}
                headers={[
                  t('internships.list.internship'),
                  t('internships.list.candidate'),
                  t('internships.list.company'),
                  t('common.state'),
                  t('internships.list.period'),
                  t('internships.list.documents'),
                ]}
                minWidth={760}
                pageSize={APPLICATION_PAGE_SIZE}
                page={pagina}
                onPage={setPagina}
                cells={(p) => (
                  <>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathFor('gestion_practica', { id: p.idPractica })}
                      >
                        {p.titulo}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{p.candidato}</Table.Td>
                    <Table.Td>{p.empresa}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`internships.states.${p.estado}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {p.fechaInicio} – {p.fechaFin}
                    </Table.Td>
                    <Table.Td>
                      {p.numDocumentos}
                      {p.numDocumentosPendientes > 0 &&
                        ` (${t('internships.list.pendingDocuments', { count: p.numDocumentosPendientes })})`}
                    </Table.Td>
                  </>
                )}
              />
            )}
          </QueryState>
        </Stack>
      </Section>
    </PageFrame>
  );
}
