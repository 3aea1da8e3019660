import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { NewsList } from '../components/news-list.tsx';

/** /press-room: what the media published about the careers office, and the press contact. */
export default function PressRoomPage() {
  const { t } = useTranslation('news');
  const brand = useBrand();
  return (
    <PageFrame>
      <Text>{t('pressIntro')}</Text>
      <Paper withBorder p="md" component="section" aria-labelledby="press-contact">
        <Stack gap={4}>
          <Title order={2} size="h4" id="press-contact">
            {t('pressContact.title')}
          </Title>
          <Text>{t('pressContact.text')}</Text>
          <Text>
            <Anchor href={`mailto:${brand.emailContactoConvenios}`}>
              {brand.emailContactoConvenios}
            </Anchor>
            {' · '}
            <Anchor component={Link} to={pathFor('contact')}>
              {t('pressContact.form')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
      <Title order={2} size="h3">
        {t('pressItems')}
      </Title>
      <NewsList tipo="prensa" />
    </PageFrame>
  );
}
