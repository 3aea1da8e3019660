import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  UNIVERSITY_PLACEHOLDER,
  withHeadingAnchors,
  type ContentLanguage,
  type ContentPageKey,
  type StaffContentPage,
} from '@portal/contracts';
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { useBrand } from '../../../../lib/brand.ts';
import { useSaveContentPage } from '../../../../lib/queries/staff-content.ts';
import { EditorField } from './content-editor-fields.tsx';
import { SaveError } from '../../../../components/content-editor/form-bits.tsx';

/** What readers will see: the university's name in place, the contents and anchored headings. */
export function Preview({ html, pagina }: { html: string; pagina: ContentPageKey }) {
  const { t } = useTranslation('staffContent');
  const brand = useBrand();
  const { html: anchored, indice } = useMemo(
    () =>
      withHeadingAnchors(
        html.replaceAll(UNIVERSITY_PLACEHOLDER, brand.universidad),
        `vista-${pagina}`,
      ),
    [html, pagina, brand.universidad],
  );
  return (
    <Paper withBorder p="md" data-testid="content-page-preview">
      <Title order={3} size="h4" mb="xs">
        {t('form.preview')}
      </Title>
      {indice.length > 1 && (
        <Stack gap={2} mb="sm">
          <Text fw={700} size="sm">
            {t('pages.previewToc')}
          </Text>
          {indice.map((entry) => (
            <Text key={entry.ancla} size="sm" ml={entry.nivel === 3 ? 'md' : 0}>
              {entry.titulo}
            </Text>
          ))}
        </Stack>
      )}
      <SafeHtml html={anchored} className="rich-text content-page" />
    </Paper>
  );
}

export function PageEditor(props: {
  pagina: ContentPageKey;
  idioma: ContentLanguage;
  page: StaffContentPage | null;
}) {
  const { t, i18n } = useTranslation('staffContent');
  const id = useId();
  const [contenido, setContenido] = useState(props.page?.contenido ?? '');
  const [saved, setSaved] = useState(false);
  const save = useSaveContentPage();
  const errors = fieldErrorsOf(save.error);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(
      { pagina: props.pagina, idioma: props.idioma, contenido },
      {
        onSuccess: () => {
          setSaved(true);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="content-page-form">
      <Stack gap="sm">
        <EditorField
          id={`${id}-page`}
          label={t('pages.text', {
            page: t(`pages.${props.pagina}`),
            language: t(`pages.languages.${props.idioma}`),
          })}
          description={t('pages.textHelp', { placeholder: UNIVERSITY_PLACEHOLDER })}
          value={contenido}
          onChange={(html) => {
            setSaved(false);
            setContenido(html);
          }}
          error={errors.contenido}
          headings="sections"
          testId="content-page-editor"
        />
        {props.page !== null && (
          <Text size="sm" c="dimmed" data-testid="content-page-updated">
            {props.page.actualizadaPor === null
              ? t('pages.updated', { date: formatDateTime(props.page.actualizada, i18n.language) })
              : t('pages.updatedBy', {
                  date: formatDateTime(props.page.actualizada, i18n.language),
                  who: props.page.actualizadaPor,
                })}
          </Text>
        )}
        <Preview html={contenido} pagina={props.pagina} />
        {saved && (
          <Alert color="green" variant="light" role="status" data-testid="content-page-saved">
            {t('pages.saved')}
          </Alert>
        )}
        <SaveError error={errors.contenido === undefined ? save.error : null} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="content-page-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
