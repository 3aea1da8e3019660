import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { DocumentToSign } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { internalPath } from '../lib/application-actions.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';

/** The personal documents of a pre-enrolment: signed or pending, each with its signing page. */
export function SignatureDocuments({ documents }: { documents: readonly DocumentToSign[] }) {
  const { t } = useTranslation('applications');
  return (
    <List spacing="sm" listStyleType="none" data-testid="signature-documents">
      {documents.map((d) => {
        const path = internalPath(d.enlace);
        const label = d.firmado
          ? t('sheet.viewLabel', { name: d.nombre })
          : t('sheet.signLabel', { name: d.nombre });
        const text = d.firmado ? t('sheet.view') : t('sheet.sign');
        return (
          <List.Item key={d.idDocumento}>
            <Group gap="sm" wrap="wrap">
              <Text fw={500}>{d.nombre}</Text>
              <Badge variant="light" color={d.firmado ? 'green' : 'orange'}>
                {d.firmado ? t('sheet.signed') : t('sheet.unsigned')}
              </Badge>
              {path === null ? (
                <NewTabLink href={d.enlace} aria-label={label}>
                  {text}
                </NewTabLink>
              ) : (
                <Anchor component={Link} to={path} aria-label={label}>
                  {text}
                </Anchor>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
