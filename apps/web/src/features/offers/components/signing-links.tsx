import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewTabLink } from '../../../components/new-tab-link.tsx';

/** Documents pending signature (documentacionPendienteFirma: name → signing link). */
export function SigningLinks({ documents }: { documents: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('offers');
  const entries = Object.entries(documents);
  if (entries.length === 0) {
    return null;
  }
  return (
    <div>
      <Text size="sm" fw={600} className="portal-warning-text" data-testid="pending-signature">
        {t('item.pendingSignature', { count: entries.length })}
      </Text>
      <List size="sm" spacing={2}>
        {entries.map(([name, link]) => (
          <List.Item key={name}>
            {link.startsWith('/') ? (
              <Anchor component={Link} to={link} size="sm">
                {t('item.sign', { name })}
              </Anchor>
            ) : (
              <NewTabLink href={link} size="sm">
                {t('item.sign', { name })}
              </NewTabLink>
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
