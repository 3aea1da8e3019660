import { Alert, Button, Group } from '@mantine/core';
import { Codes } from '@portal/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFocusAfterChange } from '../../../lib/focus-after-change.ts';
import { showStatus } from '../../../lib/error-store.ts';
import { useSession } from '../../../lib/session.ts';
import {
  useCancelEnrolment,
  useDownloadCalendar,
  useEnrolInEvent,
  useEventSheet,
} from '../api/events.ts';
import { EventSheetView } from '../components/event-sheet-view.tsx';

/** /eventos/{id}: the sheet; a candidate enrols (533), cancels, or adds it to a calendar. */
export default function EventSheetPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('events');
  const session = useSession();
  const sheet = useEventSheet(id);
  const enrol = useEnrolInEvent();
  const cancel = useCancelEnrolment();
  const calendar = useDownloadCalendar();
  const event = sheet.data;
  const actionsBox = useRef<HTMLDivElement>(null);
  useFocusAfterChange(actionsBox, event?.inscrito);

  if (sheet.isPending) {
    return (
      <PageFrame>
        <PageLoader />
      </PageFrame>
    );
  }
  if (event === undefined) {
    const notFound = isApiError(sheet.error) && sheet.error.httpStatus === 404;
    return (
      <PageFrame>
        <Alert color={notFound ? 'gray' : 'red'} role="alert">
          {notFound ? t('notFound') : t('loadError')}
        </Alert>
      </PageFrame>
    );
  }
  const candidate = session?.role === 'alumno';
  const actions = candidate && (
    <Group gap="sm" ref={actionsBox}>
      {!event.inscrito && !event.caducado && (
        <Button
          loading={enrol.isPending}
          onClick={() => {
            enrol.mutate(event, {
              onSuccess: () => {
                showStatus(Codes.ENROLMENT_CONFIRMED);
              },
            });
          }}
        >
          {t('enrol')}
        </Button>
      )}
      {event.inscrito && !event.caducado && (
        <>
          <Button
            variant="default"
            loading={calendar.isPending}
            onClick={() => {
              calendar.mutate(event);
            }}
          >
            {t('addToCalendar')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            loading={cancel.isPending}
            onClick={() => {
              cancel.mutate(event.idEvento);
            }}
          >
            {t('cancel')}
          </Button>
        </>
      )}
    </Group>
  );
  return (
    <PageFrame>
      <EventSheetView event={event} actions={actions} />
    </PageFrame>
  );
}
