import { Button, Group } from '@mantine/core';
import {
  setAnalyticsConsent,
  useAnalyticsConsent,
  type AnalyticsConsent,
} from '../lib/cookie-consent.ts';

/**
 * Accept / reject analytics cookies (the cookie banner and the cookies policy page). With
 * `showChoice` (the policy page, where a choice is changed) the two are toggle buttons and the
 * current choice is the pressed one, so pressing it again is seen to be the choice already made.
 */
export function ConsentButtons({
  acceptLabel,
  rejectLabel,
  showChoice = false,
}: {
  acceptLabel: string;
  rejectLabel: string;
  showChoice?: boolean;
}) {
  const consent = useAnalyticsConsent();
  const choice = (value: AnalyticsConsent, label: string, variant: 'filled' | 'default') => (
    <Button
      variant={showChoice ? (consent === value ? 'filled' : 'default') : variant}
      aria-pressed={showChoice ? consent === value : undefined}
      onClick={() => {
        setAnalyticsConsent(value);
      }}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="sm">
      {choice('yes', acceptLabel, 'filled')}
      {choice('no', rejectLabel, 'default')}
    </Group>
  );
}
