import { Progress, Stack, Text } from '@mantine/core';
import { passwordStrength } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colours = ['gray', 'red.8', 'orange.8', 'teal.8', 'green.8'] as const;
const levels = ['empty', 'weak', 'fair', 'good', 'strong'] as const;

/** How strong the password being typed looks, announced politely to screen readers. */
export function PasswordStrength({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation('accounts');
  const score = passwordStrength(value);
  const level = levels[score];
  return (
    <Stack gap={4} id={id} data-testid="password-strength" data-level={level}>
      {/* The bar only repeats the words below it. */}
      <Progress value={score * 25} color={colours[score]} size="sm" aria-hidden="true" />
      <Text size="xs" aria-live="polite">
        {t('strength.label')}: {t(`strength.${level}`)}
      </Text>
    </Stack>
  );
}
