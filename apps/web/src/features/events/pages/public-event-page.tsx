import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePublicEventSheet } from '../api/events.ts';
import { EventSheetView } from '../components/event-sheet-view.tsx';

/** /evento-publico/{id}: the sheet of a public event for anyone, with a call to sign in. */
export default function PublicEventPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('events');
  const sheet = usePublicEventSheet(id);
  if (sheet.isPending) {
    return (
      <PageFrame>
        <PageLoader />
      </PageFrame>
    );
  }
  if (sheet.data === undefined) {
    return (
      <PageFrame>
        <Alert color="gray" role="alert">
          {t('notFound')}
        </Alert>
      </PageFrame>
    );
  }
  const event = sheet.data;
  return (
    <PageFrame>
      <EventSheetView event={event} />
      {!event.caducado && (
        <Paper withBorder p="md">
          <Stack gap="xs" align="flex-start">
            <Text>{t('signInToEnrol')}</Text>
            <Button component={Link} to={pathFor('login_alumnos')}>
              {t('signIn')}
            </Button>
          </Stack>
        </Paper>
      )}
    </PageFrame>
  );
}
