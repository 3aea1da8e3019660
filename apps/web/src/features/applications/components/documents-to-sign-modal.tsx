import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { internalPath, type PendingDocument } from '../lib/application-actions.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';

interface DocumentsToSignModalProps {
  opened: boolean;
  documents: readonly PendingDocument[];
  onClose: () => void;
}

/**
 * After accepting a pre-enrolment with code 108: the documents to sign, each with its
 * signing link, and the warning that the company does not see the CV until all are signed.
 */
export function DocumentsToSignModal({ opened, documents, onClose }: DocumentsToSignModalProps) {
  const { t } = useTranslation('applications');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('preEnrolment.documentsTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      centered
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" data-testid="signature-warning">
          {t('preEnrolment.documentsWarning')}
        </Alert>
        <Text>{t('preEnrolment.documentsIntro')}</Text>
        <List spacing="xs" data-testid="documents-to-sign">
          {documents.map((d) => {
            const path = internalPath(d.enlace);
            return (
              <List.Item key={d.enlace}>
                {path === null ? (
                  <NewTabLink href={d.enlace}>{d.nombre}</NewTabLink>
                ) : (
                  <Anchor component={Link} to={path} onClick={onClose}>
                    {d.nombre}
                  </Anchor>
                )}
              </List.Item>
            );
          })}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('preEnrolment.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
