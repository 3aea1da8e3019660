import { Checkbox, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftErrorOf, SurveyDraft } from '../lib/survey-draft.ts';

/** The survey's settings: title, access slug, description, dates, audiences and privacy text. */
export function SurveySettingsFieldset({
  draft,
  errorOf,
  set,
}: {
  draft: SurveyDraft;
  errorOf: DraftErrorOf;
  set: (patch: Partial<SurveyDraft>) => void;
}) {
  const { t } = useTranslation('surveys');
  return (
    <Fieldset legend={t('builder.settings')}>
      <Stack gap="sm">
        <TextInput
          label={t('builder.title')}
          required
          value={draft.titulo}
          error={errorOf('titulo')}
          onChange={(e) => {
            set({ titulo: e.currentTarget.value });
          }}
        />
        <TextInput
          label={t('builder.slug')}
          description={t('builder.slugHint')}
          required
          value={draft.urlAcceso}
          error={errorOf('urlAcceso')}
          onChange={(e) => {
            set({ urlAcceso: e.currentTarget.value });
          }}
        />
        <Textarea
          label={t('builder.description')}
          value={draft.descripcion ?? ''}
          onChange={(e) => {
            set({ descripcion: e.currentTarget.value });
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('builder.start')}
            required
            value={draft.fechaInicio}
            error={errorOf('fechaInicio')}
            onChange={(e) => {
              set({ fechaInicio: e.currentTarget.value });
            }}
          />
          <TextInput
            type="date"
            label={t('builder.end')}
            value={draft.fechaFin ?? ''}
            error={errorOf('fechaFin')}
            onChange={(e) => {
              set({ fechaFin: e.currentTarget.value === '' ? null : e.currentTarget.value });
            }}
          />
        </SimpleGrid>
        <Group gap="lg">
          {(
            [
              'paraAlumnos',
              'paraEmpresas',
              'permiteUsuarios',
              'permiteAnonima',
              'obligatoria',
            ] as const
          ).map((flag) => (
            <Checkbox
              key={flag}
              label={t(`builder.flags.${flag}`)}
              checked={draft[flag]}
              onChange={(e) => {
                set({ [flag]: e.currentTarget.checked });
              }}
            />
          ))}
        </Group>
        <Textarea
          label={t('builder.privacy')}
          value={draft.textoRgpd ?? ''}
          onChange={(e) => {
            set({ textoRgpd: e.currentTarget.value === '' ? null : e.currentTarget.value });
          }}
        />
      </Stack>
    </Fieldset>
  );
}
