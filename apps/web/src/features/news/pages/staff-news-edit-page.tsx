import { ContentFileField } from '../../../components/content-file-field.tsx';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Input,
  Loader,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { pathFor, spanishToday, staffNewsBodySchema, type StaffNewsItem } from '@portal/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  fieldErrorText,
  focusFirstInvalid,
  serverFieldErrors,
} from '../../../lib/field-error-text.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useDeleteNews, usePublishNews, useSaveNews, useStaffNewsItem } from '../api/news.ts';

const RichTextEditor = lazy(() => import('../../../components/rich-text-editor.tsx'));

interface Values {
  tipo: 'noticia' | 'prensa';
  titulo: string;
  entradilla: string;
  cuerpo: string;
  fechaPublicacion: string;
  fuente: string;
  enlaceExterno: string;
  urlImagen: string;
}

const emptyValues = (): Values => ({
  tipo: 'noticia',
  titulo: '',
  entradilla: '',
  cuerpo: '',
  fechaPublicacion: spanishToday(),
  fuente: '',
  enlaceExterno: '',
  urlImagen: '',
});

const valuesOf = (item: StaffNewsItem): Values => ({
  tipo: item.tipo,
  titulo: item.titulo,
  entradilla: item.entradilla,
  cuerpo: item.cuerpo,
  fechaPublicacion: item.fechaPublicacion,
  fuente: item.fuente ?? '',
  enlaceExterno: item.enlaceExterno ?? '',
  urlImagen: item.urlImagen ?? '',
});

const resolve = schemaResolver(staffNewsBodySchema, { sync: true });

/** /gestion/noticias/{id|nueva}: write a news or press item, publish or withdraw it, delete it. */
export default function StaffNewsEditPage() {
  const { id = 'nueva' } = useParams();
  const itemId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const { t, i18n } = useTranslation('news');
  const navigate = useNavigate();
  const query = useStaffNewsItem(itemId);
  const save = useSaveNews();
  const publish = usePublishNews();
  const remove = useDeleteNews();
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: emptyValues(),
    validate: resolve,
  });
  const item = query.data;

  useEffect(() => {
    if (item) {
      form.setValues(valuesOf(item));
      form.resetDirty(valuesOf(item));
    }
    // Only when another item is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.idNoticia, item?.actualizada]);

  if (itemId !== null && query.isPending) {
    return (
      <PageFrame>
        <PageLoader />
      </PageFrame>
    );
  }
  if (itemId !== null && item === undefined) {
    return (
      <PageFrame>
        <Alert color="gray" role="alert">
          {t('notFound')}
        </Alert>
        <Anchor component={Link} to={pathFor('gestion_noticias')}>
          {t('staff.back')}
        </Anchor>
      </PageFrame>
    );
  }

  const field = (name: keyof Values) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldErrorText(props.error, i18n.language) };
  };
  const bodyError = fieldErrorText(form.errors.cuerpo, i18n.language);

  const onSubmit = form.onSubmit(
    (values, event) => {
      const element = event?.currentTarget ?? null;
      setSaved(false);
      save.mutate(
        { id: itemId, body: values },
        {
          onSuccess: (result) => {
            setSaved(true);
            if (itemId === null) {
              void navigate(pathFor('gestion_noticia', { id: String(result.idNoticia) }), {
                replace: true,
              });
            }
          },
          onError: (error) => {
            const errors = serverFieldErrors(error);
            if (errors === null) {
              showCallError(error);
              return;
            }
            form.setErrors(errors);
            focusFirstInvalid(element);
          },
        },
      );
    },
    (_errors, _values, event) => {
      focusFirstInvalid(event?.currentTarget ?? null);
    },
  );

  return (
    <PageFrame title={item ? item.titulo : t('staff.newTitle')}>
      <Group gap="sm">
        <Anchor component={Link} to={pathFor('gestion_noticias')}>
          {t('staff.back')}
        </Anchor>
        {item && (
          <Badge color={item.publicada ? 'green' : 'gray'} variant="light" data-testid="news-state">
            {t(item.publicada ? 'staff.state.published' : 'staff.state.draft')}
          </Badge>
        )}
      </Group>
      {saved && (
        <Alert color="green" role="status" data-testid="news-saved">
          {t('staff.saved')}
        </Alert>
      )}
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('staff.formLabel')}
          data-testid="news-form"
        >
          <Stack gap="sm">
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
              <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
                <RichTextEditor
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
              </Suspense>
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
            <Group gap="sm">
              <Button type="submit" loading={save.isPending} data-testid="news-save">
                {t('staff.save')}
              </Button>
              {item && (
                <Button
                  variant="default"
                  loading={publish.isPending}
                  data-testid="news-publish"
                  onClick={() => {
                    publish.mutate({ id: item.idNoticia, publicada: !item.publicada });
                  }}
                >
                  {t(item.publicada ? 'staff.withdraw' : 'staff.publish')}
                </Button>
              )}
              {item?.publicada && (
                <Anchor
                  component={Link}
                  to={pathFor(item.tipo === 'prensa' ? 'press_item' : 'news_item', {
                    id: String(item.idNoticia),
                  })}
                >
                  {t('staff.view')}
                </Anchor>
              )}
              {item && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    setConfirmDelete(true);
                  }}
                >
                  {t('staff.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
      {item && (
        <Modal
          opened={confirmDelete}
          onClose={() => {
            setConfirmDelete(false);
          }}
          title={t('staff.deleteTitle')}
          closeButtonProps={{ 'aria-label': t('staff.close') }}
        >
          <Stack gap="md">
            <Text>{t('staff.deleteText', { titulo: item.titulo })}</Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  setConfirmDelete(false);
                }}
              >
                {t('staff.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => {
                  remove.mutate(item.idNoticia, {
                    onSuccess: () => {
                      void navigate(pathFor('gestion_noticias'));
                    },
                  });
                }}
              >
                {t('staff.delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </PageFrame>
  );
}
