import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '../lib/download.ts';
import { showCallError } from '../lib/query-client.ts';

/**
 * A button that downloads a file the API sends only with the session's token (private
 * documents), showing that it is working and the server's message when it is refused.
 */
export function DownloadButton(props: {
  href: string;
  fileName: string;
  label: string;
  ariaLabel?: string;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      onClick={() => {
        setBusy(true);
        downloadFile(props.href, props.fileName)
          .catch(showCallError)
          .finally(() => {
            setBusy(false);
          });
      }}
    >
      {props.label}
    </Button>
  );
}

/**
 * The small download button of a table row: fetches the file with the session's token and
 * shows the server's message when it is refused.
 */
export function RowDownloadButton(props: {
  href: string;
  fileName: string;
  label: ReactNode;
  ariaLabel: string;
  withIcon?: boolean;
}) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      {...(props.withIcon ? { leftSection: <IconDownload size={14} aria-hidden="true" /> } : {})}
      aria-label={props.ariaLabel}
      onClick={() => {
        downloadFile(props.href, props.fileName).catch(showCallError);
      }}
    >
      {props.label}
    </Button>
  );
}
