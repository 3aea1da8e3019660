import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { offerFamilies, pathFor } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ExportButtons, ResultTable } from '../../../components/staff-admin-kit.tsx';
import {
  OFFER_PAGE_SIZE,
  offerExportHref,
  useStaffOfferList,
  type OfferFilters,
} from '../api/staff-offers.ts';

const offerStateIds = ['1', '2', '3', '4'] as const;

/**
 * /gestion/ofertas: every offer with filters (state, type, company, title, awaiting changes),
 * exportable; each opens its review page (/gestion/ofertas/{id}).
 */
export default function StaffOffersPage() {
  const { t } = useTranslation('staffAdmin');
  const [form, setForm] = useState({
    titulo: '',
    empresa: '',
    estado: null as string | null,
    type: null as string | null,
    cambios: false,
  });
  const [filters, setFilters] = useState<OfferFilters>({ estado: 1 });
  const [pagina, setPagina] = useState(1);
  const offers = useStaffOfferList(filters, pagina);

  return (
    <PageFrame>
      <Text>{t('offers.intro')}</Text>
      <Section
        title={t('offers.list.title')}
        testId="staff-offers"
        action={
          <ExportButtons href={(formato) => offerExportHref(filters, formato)} fileName="ofertas" />
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
                ...(form.titulo.trim() ? { titulo: form.titulo.trim() } : {}),
                ...(form.empresa.trim() ? { empresa: form.empresa.trim() } : {}),
                ...(form.estado ? { estado: Number(form.estado) } : {}),
                ...(form.type ? { type: form.type as OfferFilters['type'] } : {}),
                ...(form.cambios ? { cambios: 'true' as const } : {}),
              });
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('offers.filters.title')}
                value={form.titulo}
                onChange={(event) => {
                  const titulo = event.currentTarget.value;
                  setForm((f) => ({ ...f, titulo }));
                }}
                data-testid="offer-title-filter"
              />
              <TextInput
                label={t('offers.filters.company')}
                value={form.empresa}
                onChange={(event) => {
                  const empresa = event.currentTarget.value;
                  setForm((f) => ({ ...f, empresa }));
                }}
                data-testid="offer-company-filter"
              />
              <Select
                label={t('common.state')}
                placeholder={t('common.all')}
                clearable
                data={offerStateIds.map((value) => ({
                  value,
                  label: t(`offers.states.${value}`),
                }))}
                defaultValue="1"
                onChange={(estado) => {
                  setForm((f) => ({ ...f, estado }));
                }}
                data-testid="offer-state-filter"
              />
              <Select
                label={t('offers.filters.family')}
                placeholder={t('common.all')}
                clearable
                data={offerFamilies.map((value) => ({ value, label: t(`families.${value}`) }))}
                value={form.type}
                onChange={(type) => {
                  setForm((f) => ({ ...f, type }));
                }}
              />
              <Checkbox
                label={t('offers.filters.changes')}
                checked={form.cambios}
                onChange={(event) => {
                  const cambios = event.currentTarget.checked;
                  setForm((f) => ({ ...f, cambios }));
                }}
                mb={8}
                data-testid="offer-changes-filter"
              />
              <Button type="submit" data-testid="offer-filter-apply">
                {t('common.apply')}
              </Button>
            </Group>
          </form>
          <QueryState
            query={offers}
            emptyText={t('common.empty')}
            isEmpty={(data) => data.ofertas.length === 0}
          >
            {(data) => (
              <ResultTable
                testId="offer"
                total={data.total}
                rows={data.ofertas}
                rowKey={(offer) => offer.idOferta}
                headers={[
                  t('offers.list.offer'),
                  t('offers.list.company'),
                  t('common.state'),
                  t('offers.list.date'),
                  t('offers.list.applicants'),
                ]}
                minWidth={720}
                pageSize={OFFER_PAGE_SIZE}
                page={pagina}
                onPage={setPagina}
                cells={(offer) => (
                  <>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathFor('gestion_oferta', { id: offer.idOferta })}
                      >
                        {offer.titulo}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t(`families.${offer.familia}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathFor('gestion_empresa', { id: offer.idEmpresa })}
                      >
                        {offer.empresa}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge variant="light">{offer.Estado}</Badge>
                        {offer.cambiosSolicitados !== null && offer.idEstado === 1 && (
                          <Badge variant="outline" color="orange">
                            {t('offers.list.awaitingChanges')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{offer.fecha}</Table.Td>
                    <Table.Td>{offer.numCandidatos}</Table.Td>
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
