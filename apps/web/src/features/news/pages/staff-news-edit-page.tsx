import { Alert, Anchor, Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { newsStateOf, pathFor, spanishToday } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDeleteNews, usePublishNews, useStaffNewsItem } from '../api/news.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { NewsFormFields } from '../components/news-form-fields.tsx';
import { useNewsForm } from '../hooks/use-news-form.ts';
import { newsStateColour } from '../lib/news-state.ts';

/** /gestion/noticias/{id|nueva}: write a news or press item, publish or withdraw it, delete it. */
export default function StaffNewsEditPage() {
  const { id = 'nueva' } = useParams();
  const itemId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const query = useStaffNewsItem(itemId);
  const item = query.data;
  const { form, onSubmit, saved, saving } = useNewsForm(itemId, item);
  const publish = usePublishNews();
  const remove = useDeleteNews();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A published item dated later is not readable yet: no link to a page that would not show it.
  const state = item ? newsStateOf(item, spanishToday()) : null;

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

  return (
    <PageFrame title={item ? item.titulo : t('staff.newTitle')}>
      <Group gap="sm">
        <Anchor component={Link} to={pathFor('gestion_noticias')}>
          {t('staff.back')}
        </Anchor>
        {state && (
          <Badge color={newsStateColour[state]} variant="light" data-testid="news-state">
            {t(`staff.state.${state}`)}
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
            <NewsFormFields form={form} />
            <Group gap="sm">
              <Button type="submit" loading={saving} data-testid="news-save">
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
              {item && state === 'published' && (
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
        <ConfirmDialog
          opened={confirmDelete}
          title={t('staff.deleteTitle')}
          body={t('staff.deleteText', { titulo: item.titulo })}
          confirmLabel={t('staff.delete')}
          pending={remove.isPending}
          danger
          onClose={() => {
            setConfirmDelete(false);
          }}
          onConfirm={() => {
            remove.mutate(item.idNoticia, {
              onSuccess: () => {
                void navigate(pathFor('gestion_noticias'));
              },
            });
          }}
        />
      )}
    </PageFrame>
  );
}
