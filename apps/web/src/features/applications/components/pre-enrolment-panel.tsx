import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Codes, type ApplicationSheet } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showStatus } from '../../../lib/error-store.ts';
import { useAcceptPreEnrolment, useRejectPreEnrolment } from '../api/answer-pre-enrolment.ts';
import type { PendingDocument } from '../lib/application-actions.ts';
import { DocumentsToSignModal } from './documents-to-sign-modal.tsx';
import { RejectPreEnrolmentModal } from './reject-pre-enrolment-modal.tsx';

/**
 * Accept or reject a pre-enrolment (000 §4): shown in state 16, and in 1 while documents are
 * pending signature. Accepting may answer 108: the documents to sign open in a popup.
 */
export function PreEnrolmentPanel({
  application,
  pendingDocuments,
}: {
  application: ApplicationSheet;
  pendingDocuments: readonly PendingDocument[];
}) {
  const { t } = useTranslation('applications');
  const accept = useAcceptPreEnrolment();
  const reject = useRejectPreEnrolment();
  const [toSign, setToSign] = useState<PendingDocument[] | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const accepted = application.idEstado !== 16;

  return (
    <Alert
      color="orange"
      variant="light"
      title={t('preEnrolment.title')}
      data-testid="pre-enrolment"
    >
      <Stack gap="sm">
        <Text size="sm">{accepted ? t('preEnrolment.introPending') : t('preEnrolment.intro')}</Text>
        <Group gap="sm">
          <Button
            loading={accept.isPending}
            onClick={() => {
              accept.mutate(application.urlOferta, {
                onSuccess: (outcome) => {
                  if (outcome.kind === 'documents') {
                    setToSign(
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
            variant="default"
            color="red"
            onClick={() => {
              setRejecting(true);
            }}
          >
            {t('preEnrolment.reject')}
          </Button>
        </Group>
      </Stack>
      <DocumentsToSignModal
        opened={toSign !== null}
        documents={toSign ?? pendingDocuments}
        onClose={() => {
          setToSign(null);
        }}
      />
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
    </Alert>
  );
}
