import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ApplicationState, Codes, type ApplicationItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showStatus } from '../../../lib/error-store.ts';
import { useAcceptPreEnrolment, useRejectPreEnrolment } from '../api/answer-pre-enrolment.ts';
import type { PendingDocument } from '../lib/application-actions.ts';
import { DocumentsToSignModal } from './documents-to-sign-modal.tsx';
import { RejectPreEnrolmentModal } from './reject-pre-enrolment-modal.tsx';

/**
 * The documents to sign after accepting (108), held by a component that outlives the accept
 * button: once accepted the application leaves state 16 and the buttons unmount, the popup must
 * stay open.
 */
export function useDocumentsToSign() {
  const [opened, setOpened] = useState(false);
  const [documents, setDocuments] = useState<readonly PendingDocument[]>([]);
  const show = (next: readonly PendingDocument[]) => {
    setDocuments(next);
    setOpened(true);
  };
  const modal = (
    <DocumentsToSignModal
      opened={opened}
      documents={documents}
      onClose={() => {
        setOpened(false);
      }}
    />
  );
  return { show, modal };
}

/**
 * The accept and reject buttons of a pre-enrolment: accepting may answer 108 with the
 * documents to sign (handed to `onDocumentsToSign`); rejecting asks for a reason.
 */
export function PreEnrolmentActions({
  application,
  onDocumentsToSign,
  size = 'sm',
}: {
  application: Pick<ApplicationItem, 'urlOferta' | 'titulo'>;
  onDocumentsToSign: (documents: readonly PendingDocument[]) => void;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('applications');
  const accept = useAcceptPreEnrolment();
  const reject = useRejectPreEnrolment();
  const [rejecting, setRejecting] = useState(false);
  const label = (key: 'accept' | 'reject') =>
    size === 'xs' ? t(`preEnrolment.${key}Label`, { title: application.titulo }) : undefined;

  return (
    <>
      <Group gap="sm">
        <Button
          size={size}
          loading={accept.isPending}
          aria-label={label('accept')}
          onClick={() => {
            accept.mutate(application.urlOferta, {
              onSuccess: (outcome) => {
                if (outcome.kind === 'documents') {
                  onDocumentsToSign(
                    outcome.documents.map((d) => ({ nombre: d.nombre, enlace: d.enlace })),
                  );
                } else {
                  showStatus(Codes.PRE_ENROLMENT_RESPONSE_SAVED);
                }
              },
            });
          }}
        >
          {t('preEnrolment.accept')}
        </Button>
        <Button
          size={size}
          variant="default"
          aria-label={label('reject')}
          onClick={() => {
            setRejecting(true);
          }}
        >
          {t('preEnrolment.reject')}
        </Button>
      </Group>
      <RejectPreEnrolmentModal
        opened={rejecting}
        title={application.titulo}
        pending={reject.isPending}
        onClose={() => {
          setRejecting(false);
        }}
        onReject={(idMotivo) => {
          reject.mutate(
            { urlOferta: application.urlOferta, idMotivo },
            {
              onSuccess: () => {
                setRejecting(false);
                showStatus(Codes.PRE_ENROLMENT_RESPONSE_SAVED);
              },
            },
          );
        }}
      />
    </>
  );
}

/**
 * A pre-enrolment: accept or reject it in state 16; once accepted (state 1) while documents are
 * pending signature, the warning that the company does not see the CV yet, and the same buttons.
 */
export function PreEnrolmentPanel({
  application,
  onDocumentsToSign,
}: {
  application: Pick<ApplicationItem, 'urlOferta' | 'titulo' | 'idEstado'>;
  onDocumentsToSign: (documents: readonly PendingDocument[]) => void;
}) {
  const { t } = useTranslation('applications');
  const accepted = application.idEstado !== ApplicationState.PRE_ENROLLED;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('preEnrolment.title')}
      data-testid="pre-enrolment"
    >
      <Stack gap="sm">
        <Text size="sm">{accepted ? t('preEnrolment.introPending') : t('preEnrolment.intro')}</Text>
        {accepted && (
          <Text size="sm" data-testid="signature-warning">
            {t('preEnrolment.documentsWarning')}
          </Text>
        )}
        <PreEnrolmentActions application={application} onDocumentsToSign={onDocumentsToSign} />
      </Stack>
    </Alert>
  );
}
