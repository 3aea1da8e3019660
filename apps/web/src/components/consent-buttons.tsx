import { Button, Group } from '@mantine/core';
import { setAnalyticsConsent } from '../lib/cookie-consent.ts';

/** Accept / reject analytics cookies (the cookie banner and the cookies policy page). */
export function ConsentButtons({
  acceptLabel,
  rejectLabel,
}: {
  acceptLabel: string;
  rejectLabel: string;
}) {
  return (
    <Group gap="sm">
      <Button
        onClick={() => {
          setAnalyticsConsent('yes');
        }}
      >
        {acceptLabel}
      </Button>
      <Button
        variant="default"
        onClick={() => {
          setAnalyticsConsent('no');
        }}
      >
        {rejectLabel}
      </Button>
    </Group>
  );
}
