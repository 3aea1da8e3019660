import { Button, Checkbox, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFilterDraft } from '../../../../components/list-kit/index.ts';

/** The search as typed and chosen (strings; '' for "any"). */
export interface CandidateSearchValues {
  texto: string;
  titulacion: string;
  estado: string;
  verificado: string;
  /** `pendiente` (only accounts nobody has activated) or '' (any). */
  activacion: string;
}

/**
 * Search by name, DNI or email, degree, account state and verification, or only the accounts
 * waiting for activation. The form shows the
 * search in the URL and follows it (back button, a shared link); it is applied on submit.
 */
export function CandidateSearchForm({
  values,
  onSearch,
}: {
  values: CandidateSearchValues;
  onSearch: (values: CandidateSearchValues) => void;
}) {
  const { t } = useTranslation('backOffice');
  // Follows the URL when it changes by other means than this form (back, a shared link).
  const [form, set, bind] = useFilterDraft(values);

  return (
    <Paper withBorder p="md">
      <form
        noValidate
        role="search"
        aria-label={t('candidates.search.title')}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch({
            texto: form.texto.trim(),
            titulacion: form.titulacion.trim(),
            estado: form.estado,
            verificado: form.verificado,
            activacion: form.activacion,
          });
        }}
      >
        {/* One field per row on a phone: `Group grow` kept all four in one squeezed row. */}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          <TextInput
            label={t('candidates.search.texto')}
            description={t('candidates.search.textoHint')}
            {...bind.text('texto')}
            data-testid="candidates-text"
          />
          <TextInput
            label={t('candidates.search.titulacion')}
            description={t('candidates.search.titulacionHint')}
            {...bind.text('titulacion')}
          />
          <Select
            label={t('candidates.search.estado')}
            description={t('candidates.search.estadoHint')}
            clearable
            data={(['activo', 'bloqueado', 'baja'] as const).map((value) => ({
              value,
              label: t(`candidates.states.${value}`),
            }))}
            value={form.estado === '' ? null : form.estado}
            onChange={(value) => {
              set({ estado: value ?? '' });
            }}
          />
          <Select
            label={t('candidates.search.verificado')}
            description={t('candidates.search.verificadoHint')}
            allowDeselect={false}
            data={[
              { value: 'todos', label: t('candidates.verification.filter.todos') },
              { value: 'si', label: t('candidates.verification.filter.si') },
              { value: 'no', label: t('candidates.verification.filter.no') },
            ]}
            value={form.verificado === '' ? 'todos' : form.verificado}
            onChange={(value) => {
              set({ verificado: value === null || value === 'todos' ? '' : value });
            }}
            data-testid="candidates-verified"
          />
        </SimpleGrid>
        <Group justify="space-between" align="center" mt="sm">
          <Checkbox
            label={t('candidates.search.activacion')}
            checked={form.activacion === 'pendiente'}
            onChange={(event) => {
              set({ activacion: event.currentTarget.checked ? 'pendiente' : '' });
            }}
            data-testid="candidates-activation"
          />
          <Button type="submit" data-testid="candidates-search">
            {t('common.search')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
