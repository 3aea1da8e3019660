import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { pathFor, spanishToday, staffNewsBodySchema, type StaffNewsItem } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { focusFirstInvalid, serverFieldErrors } from '../../../lib/field-error-text.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useSaveNews } from '../api/news.ts';

export interface NewsFormValues {
  tipo: 'noticia' | 'prensa';
  titulo: string;
  entradilla: string;
  cuerpo: string;
  fechaPublicacion: string;
  fuente: string;
  enlaceExterno: string;
  urlImagen: string;
}

export type NewsForm = UseFormReturnType<NewsFormValues>;

const emptyValues = (): NewsFormValues => ({
  tipo: 'noticia',
  titulo: '',
  entradilla: '',
  cuerpo: '',
  fechaPublicacion: spanishToday(),
  fuente: '',
  enlaceExterno: '',
  urlImagen: '',
});

const valuesOf = (item: StaffNewsItem): NewsFormValues => ({
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

/**
 * The form of a news or press item: filled from the item once it is loaded, checked with the
 * contracts' schema, then saved; a new item's page moves to its address. Field errors of the
 * server go back onto the form and the focus to the first invalid field.
 */
export function useNewsForm(itemId: number | null, item: StaffNewsItem | undefined) {
  const navigate = useNavigate();
  const save = useSaveNews();
  const [saved, setSaved] = useState(false);
  const form = useForm<NewsFormValues>({
    mode: 'controlled',
    initialValues: emptyValues(),
    validate: resolve,
  });

  useEffect(() => {
    if (item) {
      form.setValues(valuesOf(item));
      form.resetDirty(valuesOf(item));
    }
    // Only when another item is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.idNoticia, item?.actualizada]);

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

  return { form, onSubmit, saved, saving: save.isPending };
}
