import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { useOfferAsStudent } from '../api/get-offer-as-student.ts';
import { OfferDetails } from '../../../components/offer-details.tsx';

/** /visor-oferta/{id} (dameDatosProcesoComoAlumno): the offer exactly as a candidate reads it. */
export default function OfferPreviewPage() {
  const { t } = useTranslation('companyOffers');
  const { id = '' } = useParams();
  const offer = useOfferAsStudent(id);
  return (
    <PageFrame>
      <Alert variant="light" icon={<IconEye aria-hidden="true" />} data-testid="preview-notice">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('preview.notice')}</Text>
          <Anchor component={Link} to={pathFor('ficha_oferta_empresa', { id })} size="sm">
            {t('preview.back')}
          </Anchor>
        </Group>
      </Alert>
      <RecordState query={offer} notFoundText={t('edit.notFound')}>
        {(data) => (
          <Paper withBorder p="md" component="article" aria-labelledby="preview-title">
            <Stack gap="md">
              <Stack gap={4}>
                <Text c="dimmed" size="sm">
                  {data.empresa}
                </Text>
                <Title order={2} id="preview-title">
                  {data.titulo}
                </Title>
              </Stack>
              <Group>
                <Button disabled>{t('preview.apply')}</Button>
              </Group>
              <OfferDetails offer={data} headingLevel={3} />
            </Stack>
          </Paper>
        )}
      </RecordState>
    </PageFrame>
  );
}
