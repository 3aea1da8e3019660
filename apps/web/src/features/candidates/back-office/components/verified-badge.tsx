import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A badge keeps its whole text in a narrow table column (Mantine's would be cut with '…'). */
const whole = { minWidth: 'max-content' } as const;

/** Whether the candidate is the university's own (academic record, university sign-in, by hand). */
export function VerifiedBadge({ verified, testId }: { verified: boolean; testId?: string }) {
  const { t } = useTranslation('backOffice');
  return verified ? (
    <Badge
      variant="light"
      color="teal"
      style={whole}
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}
      data-testid={testId}
    >
      {t('candidates.verification.verified')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray" style={whole} data-testid={testId}>
      {t('candidates.verification.unverified')}
    </Badge>
  );
}
