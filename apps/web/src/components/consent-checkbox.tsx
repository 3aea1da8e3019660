import { Anchor, Checkbox, Text, type CheckboxProps } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The asterisk Mantine shows on required inputs, which its checkboxes lack (the input says so). */
function RequiredMark() {
  return (
    <Text component="span" c="var(--mantine-color-error)" aria-hidden="true">
      {' *'}
    </Text>
  );
}

/**
 * A consent a form cannot be sent without (the privacy policy, the portal's messages): required,
 * with the asterisk the other required fields show.
 */
export function ConsentCheckbox({
  label,
  ...props
}: Omit<CheckboxProps, 'label'> & { label: ReactNode; 'data-testid'?: string }) {
  return (
    <Checkbox
      required
      label={
        <>
          {label}
          <RequiredMark />
        </>
      }
      {...props}
    />
  );
}

/**
 * The privacy policy as a link inside a consent's sentence (a `<Trans>` component): underlined,
 * so that it is told apart from the sentence by more than its colour.
 */
export const privacyPolicyLink = (
  <Anchor component={Link} to={pathFor('politica_privacidad')} underline="always" />
);
