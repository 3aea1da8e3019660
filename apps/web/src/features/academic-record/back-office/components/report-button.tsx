import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchFile, saveFile } from '../../../../lib/download.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import { leaversReportHref, refusedReportHref } from '../api/academic-record.ts';

/**
 * Downloads a report of an import as CSV (every refused row, or every degree it ends), saved
 * under the name the server gives (Content-Disposition, RFC 5987), `<kind>-<id>.csv` if it gives
 * none.
 */
export function ReportButton({
  id,
  kind = 'rechazadas',
  label,
  ariaLabel,
  compact = false,
  testId,
}: {
  id: number;
  kind?: 'rechazadas' | 'bajas';
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
        const href = kind === 'bajas' ? leaversReportHref(id) : refusedReportHref(id);
        fetchFile(href, `${kind}-${String(id)}.csv`)
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
