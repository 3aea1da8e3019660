import { Alert, Anchor, Button, Image, Stack, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { useNewsItem } from '../api/news.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';

/** /news/{id} and /press-room/{id}: one published item with its body. */
export default function NewsItemPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('news');
  const numericId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const query = useNewsItem(numericId);
  const press = pathname.startsWith(pathFor('press_room'));
  const back = (
    <Anchor component={Link} to={pathFor(press ? 'press_room' : 'news')}>
      {t(press ? 'backToPress' : 'backToNews')}
    </Anchor>
  );

  if (numericId > 0 && query.isPending) {
    return (
      <PageFrame>
        <PageLoader />
      </PageFrame>
    );
  }
  const item = query.data;
  if (item === undefined) {
    const notFound = numericId === 0 || (isApiError(query.error) && query.error.httpStatus === 404);
    return (
      <PageFrame>
        <Alert color={notFound ? 'gray' : 'red'} role="alert">
          {notFound ? t('notFound') : t('loadError')}
        </Alert>
        {!notFound && (
          <Button
            variant="default"
            w="fit-content"
            onClick={() => {
              void query.refetch();
            }}
          >
            {t('retry')}
          </Button>
        )}
        {back}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={item.titulo} size="md">
      <Stack gap="md" component="article">
        <Text c="dimmed" size="sm">
          <time dateTime={item.fechaPublicacion}>
            {formatDay(item.fechaPublicacion, i18n.language)}
          </time>
          {item.fuente && ` · ${item.fuente}`}
        </Text>
        <Text fw={500} size="lg">
          {item.entradilla}
        </Text>
        {item.urlImagen && (
          <Image src={item.urlImagen} alt="" radius="sm" mah={320} fit="contain" />
        )}
        <SafeHtml html={item.cuerpo} className="rich-text" />
        {item.enlaceExterno && (
          <NewTabLink href={item.enlaceExterno}>
            {t('readAt', { fuente: item.fuente ?? t('outlet') })}
          </NewTabLink>
        )}
        {back}
      </Stack>
    </PageFrame>
  );
}
