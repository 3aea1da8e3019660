import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from '../../lib/download.ts';
import { showCallError } from '../../lib/query-client.ts';

/**
 * CSV and XLSX downloads of a back-office list as filtered (with the session's token), saved under
 * the name the server gives (in the reader's language, with the day); `fileName` is only the
 * fallback for an answer without one. The buttons' test ids are `<testId>-csv` / `<testId>-xlsx`,
 * or `export-csv` / `export-xlsx`.
 */
export function ExportButtons({
  href,
  fileName,
  testId,
}: {
  href: (formato: 'csv' | 'xlsx') => string;
  fileName: string;
  testId?: string;
}) {
  const { t } = useTranslation('staffAdmin');
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  return (
    <Group gap="xs" data-testid={testId}>
      {(['csv', 'xlsx'] as const).map((formato) => (
        <Button
          key={formato}
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          loading={busy === formato}
          data-testid={`${testId ?? 'export'}-${formato}`}
          onClick={() => {
            setBusy(formato);
            fetchFile(href(formato), `${fileName}.${formato}`)
              .then(saveFile)
              .catch(showCallError)
              .finally(() => {
                setBusy(null);
              });
          }}
        >
          {formato === 'csv' ? t('common.exportCsv') : t('common.exportXlsx')}
        </Button>
      ))}
    </Group>
  );
}
