import { Button, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';

export function NotFoundContent() {
  const { t } = useTranslation('errors');
  return (
    <PageFrame>
      <Text>{t('notFound.body')}</Text>
      <div>
        <Button component={Link} to={pathFor('home')}>
          {t('notFound.home')}
        </Button>
      </div>
    </PageFrame>
  );
}
