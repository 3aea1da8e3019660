import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ExportButtons, ResultTable } from '../../../components/staff-admin-kit.tsx';
import {
  APPLICATION_PAGE_SIZE,
  applicationExportHref,
  useStaffApplications,
  type ApplicationFilters,
} from '../api/staff-applications.ts';

const stateIds = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '16', '17'] as const;
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /gestion/candidaturas: every application by offer, company, state and text, exportable; each
 * opens its record with its history. `?idOferta=` and `?idEmpresa=` come from other pages' links.
 */
export default function StaffApplicationsPage() {
  const { t } = useTranslation('staffAdmin');
  const [params] = useSearchParams();
  const initial = {
    idOferta: positive(params.get('idOferta')),
    idEmpresa: positive(params.get('idEmpresa')),
  };
  const [form, setForm] = useState({
    texto: '',
    estado: null as string | null,
    idOferta: initial.idOferta === undefined ? '' : String(initial.idOferta),
    idEmpresa: initial.idEmpresa === undefined ? '' : String(initial.idEmpresa),
  });
  const [filters, setFilters] = useState<ApplicationFilters>(
    Object.fromEntries(Object.entries(initial).filter(([, v]) => v !== undefined)),
  );
  const [pagina, setPagina] = useState(1);
  const list = useStaffApplications(filters, pagina);

  return (
    <PageFrame>
      <Text>{t('applications.intro')}</Text>
      <Section
        title={t('applications.list.title')}
        testId="staff-applications"
        action={
          <ExportButtons
            href={(formato) => applicationExportHref(filters, formato)}
            fileName="candidaturas"
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
              const idOferta = positive(form.idOferta);
              const idEmpresa = positive(form.idEmpresa);
              setFilters({
                ...(form.texto.trim() ? { texto: form.texto.trim() } : {}),
                ...(form.estado ? { estado: Number(form.estado) } : {}),
                ...(idOferta === undefined ? {} : { idOferta }),
                ...(idEmpresa === undefined ? {} : { idEmpresa }),
              });
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('applications.filters.text')}
                value={form.texto}
                onChange={(event) => {
                  const texto = event.currentTarget.value;
                  setForm((f) => ({ ...f, texto }));
                }}
                data-testid="application-text-filter"
              />
              <Select
                label={t('common.state')}
                placeholder={t('common.all')}
                clearable
                data={stateIds.map((value) => ({
                  value,
                  label: t(`applications.states.${value}`),
                }))}
                value={form.estado}
                onChange={(estado) => {
                  setForm((f) => ({ ...f, estado }));
                }}
                data-testid="application-state-filter"
              />
              <TextInput
                label={t('applications.filters.offer')}
                inputMode="numeric"
                w={120}
                value={form.idOferta}
                onChange={(event) => {
                  const idOferta = event.currentTarget.value;
                  setForm((f) => ({ ...f, idOferta }));
                }}
              />
              <TextInput
                label={t('applications.filters.company')}
                inputMode="numeric"
                w={120}
                value={form.idEmpresa}
                onChange={(event) => {
                  const idEmpresa = event.currentTarget.value;
                  setForm((f) => ({ ...f, idEmpresa }));
                }}
              />
              <Button type="submit" data-testid="application-filter-apply">
                {t('common.apply')}
              </Button>
            </Group>
          </form>
          <QueryState
            query={list}
            emptyText={t('common.empty')}
            isEmpty={(data) => data.candidaturas.length === 0}
          >
            {(data) => (
              <ResultTable
                testId="application"
                total={data.total}
                rows={data.candidaturas}
                rowKey={(a) => a.idCandidatura}
                headers={[
                  t('applications.list.candidate'),
                  t('applications.list.offer'),
                  t('applications.list.company'),
                  t('common.state'),
                  t('applications.list.changed'),
                ]}
                minWidth={760}
                pageSize={APPLICATION_PAGE_SIZE}
                page={pagina}
                onPage={setPagina}
                cells={(a) => (
                  <>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathFor('gestion_candidatura', { id: a.idCandidatura })}
                      >
                        {a.candidato}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {a.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={pathFor('gestion_oferta', { id: a.idOferta })}>
                        {a.oferta}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{a.empresa}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge variant="light">{a.Estado}</Badge>
                        {a.pendienteFirma && (
                          <Badge variant="outline" color="orange">
                            {t('applications.list.pendingSignature')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{a.fechaCambio}</Table.Td>
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
