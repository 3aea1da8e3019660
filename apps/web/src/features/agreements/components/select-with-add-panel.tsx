import { Button, Paper, Select, Stack } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';

/**
 * A required select of the company's records with a toggle that opens a panel to add one. The
 * panel's texts may still be loading when it opens: it waits on its own, so the page (and the
 * toggle, which keeps the focus) stays in view meanwhile.
 */
export function SelectWithAddPanel({
  label,
  placeholder,
  data,
  value,
  onChange,
  error,
  description,
  testId,
  addLabel,
  open,
  onToggle,
  panelBg,
  renderPanel,
}: {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | null;
  description: string | undefined;
  testId: string;
  addLabel: string;
  open: boolean;
  onToggle: () => void;
  panelBg?: string;
  renderPanel: () => ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Select
        label={label}
        placeholder={placeholder}
        required
        data={data}
        value={value}
        onChange={onChange}
        error={error}
        description={description}
        data-testid={testId}
      />
      <Button
        type="button"
        variant="subtle"
        size="xs"
        w="fit-content"
        px={4}
        aria-expanded={open}
        onClick={onToggle}
      >
        {addLabel}
      </Button>
      {open && (
        <Paper withBorder p="md" bg={panelBg}>
          <Suspense fallback={<PageLoader />}>{renderPanel()}</Suspense>
        </Paper>
      )}
    </Stack>
  );
}
