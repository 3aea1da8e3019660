import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useFocusWhenShown } from '../lib/focus-after-change.ts';
import { useTranslation } from 'react-i18next';
import { NewTabLink } from './new-tab-link.tsx';
import { WrittenInSpanish } from './written-in-spanish.tsx';

export interface PrivacyAcceptanceLabels {
  title: string;
  /** The link to the full policy (linkExternoRGPD), opened in a new tab. */
  more: string;
  accept: string;
  /** Shown under the box when the form is sent without accepting. */
  required: string;
  submit: string;
  /** Without it there is no cancel button. */
  cancel?: string;
}

interface PrivacyAcceptanceProps {
  text: string;
  link: string | null;
  loading: boolean;
  labels: PrivacyAcceptanceLabels;
  onAccept: () => void;
  onCancel?: () => void;
  testIds?: { root?: string; text?: string; accept?: string; submit?: string };
  /** It replaces what had the focus (the sign-in's form): its heading takes the focus. */
  takeFocus?: boolean;
}

/**
 * A short privacy text (textoCortoRGPD) accepted before going on: at sign-in, after single
 * sign-on and before answering a survey by link. The caller gives the texts of its namespace.
 */
export function PrivacyAcceptance({
  text,
  link,
  loading,
  labels,
  onAccept,
  onCancel,
  testIds = {},
  takeFocus = false,
}: PrivacyAcceptanceProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(heading);
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const submit = (
    <Button type="submit" loading={loading} data-testid={testIds.submit}>
      {labels.submit}
    </Button>
  );

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="md"
      data-testid={testIds.root}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (accepted) {
            onAccept();
          }
        }}
      >
        <Stack gap="md">
          <Title
            order={2}
            size="h3"
            id={headingId}
            ref={takeFocus ? heading : undefined}
            tabIndex={takeFocus ? -1 : undefined}
          >
            {labels.title}
          </Title>
          <WrittenInSpanish>
            <Text style={{ whiteSpace: 'pre-line' }} data-testid={testIds.text}>
              {text}
            </Text>
          </WrittenInSpanish>
          {link !== null && link !== '' && <NewTabLink href={link}>{labels.more}</NewTabLink>}
          <Checkbox
            label={labels.accept}
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
            }}
            error={submitted && !accepted ? labels.required : null}
            required
            data-testid={testIds.accept}
          />
          {onCancel !== undefined && labels.cancel !== undefined ? (
            <Group justify="space-between">
              <Button variant="default" onClick={onCancel}>
                {labels.cancel}
              </Button>
              {submit}
            </Group>
          ) : (
            submit
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The sign-in privacy step (login and single sign-on): the texts of the 'auth' namespace, a cancel
 * button back to the credentials.
 */
export function SignInPrivacyAcceptance({
  testIds,
  ...props
}: Omit<PrivacyAcceptanceProps, 'labels' | 'onCancel'> & { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <PrivacyAcceptance
      {...props}
      testIds={testIds}
      takeFocus
      labels={{
        title: t('privacy.title'),
        more: t('privacy.more'),
        accept: t('privacy.accept'),
        required: t('validation.acceptPrivacy'),
        submit: t('privacy.submit'),
        cancel: t('privacy.cancel'),
      }}
    />
  );
}
