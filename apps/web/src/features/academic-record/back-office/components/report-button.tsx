import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchFile, saveFile } from '../../../../lib/download.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import { refusedReportHref } from '../api/academic-record.ts';

/**
 * Downloads every refused row of an import as CSV, saved under the name the server gives
 * (Content-Disposition, RFC 5987), `rechazadas-<id>.csv` if it gives none.
 */
export function ReportButton({
  id,
  label,
  ariaLabel,
  compact = false,
  testId,
}: {
  id: number;
  label: string;
  ariaLabel?: string;
  compact?: boolean;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      variant={compact ? 'light' : 'default'}
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      aria-label={ariaLabel}
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        fetchFile(refusedReportHref(id), `rechazadas-${String(id)}.csv`)
          .then(saveFile)
          .catch(showCallError)
          .finally(() => {
            setBusy(false);
          });
      }}
    >
      {label}
    </Button>
  );
}
