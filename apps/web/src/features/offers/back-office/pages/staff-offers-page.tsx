import { Anchor, Badge, Checkbox, Group, Select, Text, TextInput } from '@mantine/core';
import { offerFamilies, pathFor, type StaffOfferItem } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  labelledOptions,
  type ListColumn,
  ListFilters,
  PagedListSection,
  useFilterDraft,
  useListState,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { oneOf } from '../../../../lib/use-url-filters.ts';
import {
  OFFER_PAGE_SIZE,
  offerExportHref,
  useStaffOfferList,
  type OfferFilters,
} from '../api/staff-offers.ts';
import { useOfferStateName } from '../../../../lib/offer-state-names.ts';

const offerStateIds = ['1', '2', '3', '4'] as const;
/** The state filter's value in the URL when every state is wanted (none means pending). */
const ALL_STATES = 'todos';

interface OfferForm {
  titulo: string;
  empresa: string;
  estado: string | null;
  type: string | null;
  cambios: boolean;
}

/**
 * /gestion/ofertas: every offer with filters (state, pending by default; type, company, title,
 * awaiting changes) and the sorted header kept in the URL (the server orders every page),
 * exportable as filtered and sorted; each opens its review page (/gestion/ofertas/{id}).
 */
export default function StaffOffersPage() {
  const { t } = useTranslation('staffAdmin');
  const offerState = useOfferStateName();
  const list = useListState(['titulo', 'empresa', 'estado', 'type', 'cambios'] as const);
  const { titulo, empresa, estado: urlEstado, type: urlType, cambios } = list.values;
  const estado = urlEstado === ALL_STATES ? null : (oneOf(offerStateIds, urlEstado) ?? '1');
  const type = oneOf(offerFamilies, urlType) ?? null;
  const filters = useMemo<OfferFilters>(
    () => ({
      ...(titulo ? { titulo } : {}),
      ...(empresa ? { empresa } : {}),
      ...(estado ? { estado: Number(estado) } : {}),
      ...(type ? { type } : {}),
      ...(cambios === 'true' ? { cambios: 'true' as const } : {}),
    }),
    [titulo, empresa, estado, type, cambios],
  );
  const [form, setForm, bind] = useFilterDraft<OfferForm>({
    titulo,
    empresa,
    estado,
    type,
    cambios: cambios === 'true',
  });
  const offers = useStaffOfferList(filters, list.page, list.sort);
  const columns: ListColumn<StaffOfferItem>[] = [
    {
      key: 'oferta',
      header: t('offers.list.offer'),
      sortable: true,
      cell: (offer) => (
        <>
          <Anchor component={Link} to={pathFor('gestion_oferta', { id: offer.idOferta })}>
            {offer.titulo}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t(`families.${offer.familia}`)}
          </Text>
        </>
      ),
    },
    {
      key: 'empresa',
      header: t('offers.list.company'),
      sortable: true,
      cell: (offer) => (
        <Anchor component={Link} to={pathFor('gestion_empresa', { id: offer.idEmpresa })}>
          {offer.empresa}
        </Anchor>
      ),
    },
    {
      key: 'estado',
      header: t('common.state'),
      cell: (offer) => (
        <Group gap={4}>
          <Badge variant="light">{offerState(offer.idEstado, offer.Estado)}</Badge>
          {offer.cambiosSolicitados !== null && offer.idEstado === 1 && (
            <Badge variant="outline" color="orange">
              {t('offers.list.awaitingChanges')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'fecha', header: t('offers.list.date'), sortable: true, cell: (offer) => offer.fecha },
    {
      key: 'candidatos',
      header: t('offers.list.applicants'),
      sortable: true,
      cell: (offer) => offer.numCandidatos,
    },
  ];

  return (
    <PageFrame>
      <Text>{t('offers.intro')}</Text>
      <PagedListSection
        title={t('offers.list.title')}
        testId="staff-offers"
        exportAs={{
          href: (formato) => offerExportHref(filters, list.sort, formato),
          fileName: 'ofertas',
        }}
        filters={
          <ListFilters
            label={t('common.filters')}
            applyLabel={t('common.apply')}
            applyTestId="offer-filter-apply"
            onApply={() => {
              list.apply(
                {
                  titulo: form.titulo.trim(),
                  empresa: form.empresa.trim(),
                  estado:
                    form.estado === null ? ALL_STATES : form.estado === '1' ? '' : form.estado,
                  type: form.type ?? '',
                  cambios: form.cambios ? 'true' : '',
                },
                offers.refetch,
              );
            }}
          >
            <TextInput
              label={t('offers.filters.title')}
              {...bind.text('titulo')}
              data-testid="offer-title-filter"
            />
            <TextInput
              label={t('offers.filters.company')}
              {...bind.text('empresa')}
              data-testid="offer-company-filter"
            />
            <Select
              label={t('common.state')}
              placeholder={t('common.all')}
              clearable
              data={labelledOptions(offerStateIds, (value) => offerState(Number(value), value))}
              {...bind.choice('estado')}
              data-testid="offer-state-filter"
            />
            <Select
              label={t('offers.filters.family')}
              placeholder={t('common.all')}
              clearable
              data={labelledOptions(offerFamilies, (value) => t(`families.${value}`))}
              {...bind.choice('type')}
            />
            <Checkbox
              label={t('offers.filters.changes')}
              checked={form.cambios}
              onChange={(event) => {
                setForm({ cambios: event.currentTarget.checked });
              }}
              mb={8}
              data-testid="offer-changes-filter"
            />
          </ListFilters>
        }
        query={offers}
        rows={(data) => data.ofertas}
        total={(data) => data.total}
        emptyText={t('common.empty')}
        resultsTestId="offer"
        rowKey={(offer) => offer.idOferta}
        columns={columns}
        minWidth={720}
        pageSize={OFFER_PAGE_SIZE}
        list={list}
      />
    </PageFrame>
  );
}
