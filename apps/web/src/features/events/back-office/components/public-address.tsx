import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The address anyone can open without signing in, so the careers office can share a public event
 * (in mailings, social networks) without looking it up.
 */
export function PublicEventAddress({ urlAcceso }: { urlAcceso: string }) {
  const { t } = useTranslation('staffContent');
  const address = `${window.location.origin}${pathFor('evento_publico', { id: urlAcceso })}`;
  return (
    <Stack gap={2} data-testid="event-public-address">
      <Text size="sm" fw={500}>
        {t('events.publicAddress')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code style={{ wordBreak: 'break-all' }} data-testid="event-public-address-value">
          {address}
        </Code>
        <CopyButton value={address} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('events.copied') : t('events.copyAddress')} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={copy}
                aria-label={copied ? t('events.copied') : t('events.copyAddress')}
                data-testid="event-public-address-copy"
              >
                {copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('events.publicAddressHelp')}
      </Text>
    </Stack>
  );
}
