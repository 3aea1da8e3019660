import { Group, SegmentedControl, TextInput } from '@mantine/core';
import type { AdhesionState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The filters of an adhesion list (candidates' or companies'): a state, or all, and a search. */
export function AdhesionFilters(props: {
  filterLabel: string;
  searchLabel: string;
  estado: '' | AdhesionState;
  onEstado: (estado: '' | AdhesionState) => void;
  texto: string;
  onTexto: (texto: string) => void;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <Group align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={props.filterLabel}
        value={props.estado === '' ? 'todas' : props.estado}
        onChange={(value) => {
          props.onEstado(value === 'todas' ? '' : value);
        }}
        data={[
          { value: 'pendiente', label: t('adhesions.state.pendiente') },
          { value: 'aceptada', label: t('adhesions.state.aceptada') },
          { value: 'rechazada', label: t('adhesions.state.rechazada') },
          { value: 'todas', label: t('events.filters.all') },
        ]}
      />
      <TextInput
        label={props.searchLabel}
        value={props.texto}
        onChange={(e) => {
          props.onTexto(e.currentTarget.value);
        }}
      />
    </Group>
  );
}
