import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A line to copy (the file's header, a command, a token) with its copy button. */
export function CopyableCode({
  value,
  label,
  testId,
}: {
  value: string;
  /** What is copied, for the button's accessible name ('Copiar la línea de cabecera'). */
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('staffRecord');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code
        block
        style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        data-testid={testId}
      >
        {value}
      </Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copy.done') : t('copy.action')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={copy}
              aria-label={copied ? t('copy.done') : t('copy.label', { what: label })}
              data-testid={testId === undefined ? undefined : `${testId}-copy`}
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
  );
}
