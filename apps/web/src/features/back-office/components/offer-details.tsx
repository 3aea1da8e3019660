import { Alert, Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffOfferSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useStaffOffer } from '../../../lib/queries/staff-offer.ts';

function Fact({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') {
    return null;
  }
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function Sheet({ offer }: { offer: StaffOfferSheet }) {
  const { t } = useTranslation('staff');
  const join = (items: { descripcion: string }[]) => items.map((i) => i.descripcion).join(', ');
  return (
    <Stack gap="sm" data-testid="staff-offer-details">
      {!offer.empresaValidada && (
        <Alert color="yellow" variant="light">
          {t('details.companyNotValidated')}
        </Alert>
      )}
      {offer.empresaBloqueada && (
        <Alert color="red" variant="light">
          {t('details.companyBlocked')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact
          label={t('details.company')}
          value={`${offer.datosEmpresa.nombreComercial} (${offer.cif})`}
        />
        <Fact label={t('details.places')} value={offer.plazas} />
        <Fact
          label={t('details.location')}
          value={[offer.localidad, offer.provincia].filter(Boolean).join(', ')}
        />
        <Fact label={t('details.sector')} value={offer.sector?.descripcion ?? null} />
        <Fact label={t('details.contract')} value={offer.tipoContrato?.descripcion ?? null} />
        <Fact label={t('details.area')} value={offer.areaFuncional?.descripcion ?? null} />
        <Fact label={t('details.deadline')} value={offer.fechaFinInscripcion} />
        <Fact
          label={t('details.period')}
          value={
            offer.fechaInicio === null
              ? null
              : `${offer.fechaInicio}${offer.fechaFin === null ? '' : ` – ${offer.fechaFin}`}`
          }
        />
        <Fact
          label={t('details.schedule')}
          value={
            offer.horasDia === null
              ? null
              : t('details.scheduleValue', {
                  hours: offer.horasDia,
                  days: offer.diasSemana ?? '-',
                })
          }
        />
        <Fact
          label={t('details.remuneration')}
          value={offer.remuneracion === null ? null : `${String(offer.remuneracion)} €`}
        />
        <Fact
          label={t('details.tutor')}
          value={
            offer.tutor === null
              ? null
              : [offer.tutor.nombre, offer.tutor.email].filter(Boolean).join(' · ')
          }
        />
        <Fact label={t('details.degrees')} value={join(offer.titulaciones)} />
      </SimpleGrid>
      <Title order={4} size="h5">
        {t('details.description')}
      </Title>
      <SafeHtml html={offer.descripcion} />
      {offer.requisitos !== '' && (
        <>
          <Title order={4} size="h5">
            {t('details.requirements')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {offer.requisitos}
          </Text>
        </>
      )}
      {offer.idiomas.length > 0 && (
        <List size="sm">
          {offer.idiomas.map((l) => (
            <List.Item key={l.idioma.id}>
              {l.idioma.descripcion}: {l.nivel.descripcion}
            </List.Item>
          ))}
        </List>
      )}
      {offer.programaeuropa && (
        <Group>
          <Badge variant="light">{t('details.europeanProgramme')}</Badge>
        </Group>
      )}
    </Stack>
  );
}

/** The whole offer as the staff review it (Gestion/dameOferta), loaded when opened. */
export function OfferDetails({ idOferta }: { idOferta: number }) {
  const { t } = useTranslation('staff');
  const offer = useStaffOffer(idOferta);
  return (
    <QueryState
      query={offer}
      emptyText=""
      isEmpty={() => false}
      loadingLabel={t('details.loading')}
    >
      {(data) => <Sheet offer={data} />}
    </QueryState>
  );
}
