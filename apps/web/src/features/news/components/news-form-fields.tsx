import { Group, Input, Radio, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { useTranslation } from 'react-i18next';
import { ContentFileField } from '../../../components/content-file-field.tsx';
import { fieldErrorText } from '../../../lib/field-error-text.ts';
import type { NewsForm, NewsFormValues } from '../hooks/use-news-form.ts';

/**
 * The fields of a news or press item: kind, title, lead, body (rich text), day, source, links and
 * image. Placed in the form's stack, beside its buttons.
 */
export function NewsFormFields({ form }: { form: NewsForm }) {
  const { t, i18n } = useTranslation('news');
  const field = (name: keyof NewsFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldErrorText(props.error, i18n.language) };
  };
  const bodyError = fieldErrorText(form.errors.cuerpo, i18n.language);

  return (
    <>
      <Radio.Group label={t('form.tipo')} required {...field('tipo')}>
        <Group gap="md" mt={6}>
          <Radio value="noticia" label={t('kinds.noticia')} />
          <Radio value="prensa" label={t('kinds.prensa')} />
        </Group>
      </Radio.Group>
      <TextInput label={t('form.titulo')} required maxLength={200} {...field('titulo')} />
      <Textarea
        label={t('form.entradilla')}
        required
        autosize
        minRows={2}
        maxLength={500}
        {...field('entradilla')}
      />
      <Input.Wrapper
        label={t('form.cuerpo')}
        required
        error={bodyError}
        id="news-body"
        labelProps={{ id: 'news-body-label', htmlFor: 'news-body' }}
        errorProps={{ id: 'news-body-error' }}
      >
        <LazyRichTextEditor
          id="news-body"
          testId="news-body-editor"
          value={form.values.cuerpo}
          onChange={(html) => {
            form.setFieldValue('cuerpo', html);
          }}
          labelledBy="news-body-label"
          {...(bodyError ? { describedBy: 'news-body-error' } : {})}
          invalid={bodyError !== null}
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('form.fechaPublicacion')}
          description={t('form.fechaHint')}
          required
          {...field('fechaPublicacion')}
        />
        <TextInput
          label={t('form.fuente')}
          description={t('form.fuenteHint')}
          maxLength={150}
          {...field('fuente')}
        />
        <TextInput
          type="url"
          label={t('form.enlaceExterno')}
          placeholder="https://"
          {...field('enlaceExterno')}
        />
        <ContentFileField
          label={t('form.urlImagen')}
          uso="noticia"
          value={form.values.urlImagen}
          onChange={(url) => {
            form.setFieldValue('urlImagen', url);
          }}
          error={field('urlImagen').error ?? undefined}
          testId="news-image"
        />
      </SimpleGrid>
    </>
  );
}
