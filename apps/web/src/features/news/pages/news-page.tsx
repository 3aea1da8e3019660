import { Anchor, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { NewsList } from '../components/news-list.tsx';

/** /news: the careers office's news, newest first. */
export default function NewsPage() {
  const { t } = useTranslation('news');
  return (
    <PageFrame>
      <Text>
        <Trans
          t={t}
          i18nKey="intro"
          components={{
            press: <Anchor component={Link} to={pathFor('press_room')} underline="always" />,
          }}
        />
      </Text>
      <NewsList tipo="noticia" />
    </PageFrame>
  );
}
