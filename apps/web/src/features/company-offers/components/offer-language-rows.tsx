import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OfferReferenceLists } from '../api/get-reference-lists.ts';
import { useErrorText } from '../../../lib/form-submit.ts';
import { fieldId, useReferenceItems, type OfferFormApi } from './offer-form-model.ts';

/** Language requirements: one row per language with its minimum level. */
export function LanguageRows({ form, lists }: { form: OfferFormApi; lists: OfferReferenceLists }) {
  const { t } = useTranslation('companyOffers');
  const rows = form.values.idiomas;
  const items = useReferenceItems();
  const errorText = useErrorText();
  const languages = items(lists.languages);
  const levels = items(lists.levels);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="offer-languages-label">
        {t('form.idiomas')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('form.idiomasEmpty')}
        </Text>
      ) : null}
      {rows.map((_, index) => (
        <Group key={index} align="flex-start" gap="sm" data-testid="offer-language">
          <Select
            label={t('form.idioma', { n: index + 1 })}
            searchable
            data={languages}
            style={{ flex: '1 1 10rem' }}
            {...form.getInputProps(`idiomas.${String(index)}.idIdioma`)}
            id={fieldId(`idiomas.${String(index)}.idIdioma`)}
          />
          <Select
            label={t('form.nivelIdioma', { n: index + 1 })}
            data={levels}
            style={{ flex: '1 1 10rem' }}
            {...form.getInputProps(`idiomas.${String(index)}.idNivel`)}
            id={fieldId(`idiomas.${String(index)}.idNivel`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={t('form.removeLanguage', { n: index + 1 })}
            onClick={() => {
              form.removeListItem('idiomas', index);
            }}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      {form.errors.idiomas === undefined ? null : (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errorText(form.errors.idiomas)}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => {
            form.insertListItem('idiomas', { idIdioma: null, idNivel: null });
          }}
        >
          {t('form.addLanguage')}
        </Button>
      </Group>
    </Stack>
  );
}
