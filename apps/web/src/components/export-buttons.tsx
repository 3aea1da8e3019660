import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/download.ts';
import { showCallError } from '../lib/query-client.ts';

/** CSV and XLSX downloads of a back-office list (with the session's token). */
export function ExportButtons({
  href,
  baseName,
  testId,
}: {
  href: (formato: 'csv' | 'xlsx') => string;
  baseName: string;
  testId: string;
}) {
  const { t } = useTranslation('backOffice');
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  return (
    <Group gap="xs" data-testid={testId}>
      {(['csv', 'xlsx'] as const).map((formato) => (
        <Button
          key={formato}
          variant="default"
          size="sm"
          loading={busy === formato}
          data-testid={`${testId}-${formato}`}
          onClick={() => {
            setBusy(formato);
            downloadFile(href(formato), `${baseName}.${formato}`)
              .catch(showCallError)
              .finally(() => {
                setBusy(null);
              });
          }}
        >
          {t(`common.export.${formato}`)}
        </Button>
      ))}
    </Group>
  );
}
