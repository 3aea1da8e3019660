import { Alert, Button, List, Stack, Textarea } from '@mantine/core';
import { Codes } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useInviteToSurvey } from '../api/staff-surveys.ts';
import {
  badInvitationLines,
  invitationLines,
  linesOfFieldErrors,
  type BadInvitationLine,
} from '../lib/invitation-lines.ts';

const fieldErrorsOf = (error: unknown): { campo: string; mensaje: string }[] => {
  if (!isApiError(error) || error.status !== Codes.INVALID_INPUT) {
    return [];
  }
  const errores = (error.datos as { errores?: unknown } | null)?.errores;
  return Array.isArray(errores) ? (errores as { campo: string; mensaje: string }[]) : [];
};

/**
 * One guest a line: `email`, or `email;idPractica`. A bad line (address, unknown internship) is
 * named with its number and nothing is sent, so the list can be fixed and sent again as a whole.
 */
export function SurveyInvitations({ id }: { id: number }) {
  const { t } = useTranslation('surveys');
  const invite = useInviteToSurvey(id);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<BadInvitationLine[]>([]);
  const lines = invitationLines(text);
  const bad = submitted ? badInvitationLines(lines) : [];
  const wrong = bad.length > 0 ? bad : refused;
  const error = !submitted
    ? null
    : lines.length === 0
      ? t('access.login.required')
      : wrong.length > 0
        ? t('staff.invite.badLines', {
            count: wrong.length,
            lines: wrong
              .map((l) =>
                t('staff.invite.badLine', { line: l.line, text: l.text, mensaje: l.mensaje }),
              )
              .join('; '),
          })
        : null;
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          setRefused([]);
          if (lines.length === 0 || badInvitationLines(lines).length > 0) {
            return;
          }
          invite.mutate(
            { invitados: lines.map(({ email, idPractica }) => ({ email, idPractica })) },
            {
              onError: (e) => {
                const named = linesOfFieldErrors(lines, fieldErrorsOf(e));
                if (named.length > 0) {
                  setRefused(named);
                } else {
                  showCallError(e);
                }
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('staff.invite.label')}
            description={t('staff.invite.hint')}
            autosize
            minRows={3}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setRefused([]);
            }}
            data-testid="survey-invitations"
          />
          <Button type="submit" w="fit-content" loading={invite.isPending}>
            {t('staff.invite.send')}
          </Button>
        </Stack>
      </form>
      {invite.data && (
        <Alert color="green" variant="light" role="status" title={t('staff.invite.sent')}>
          <List size="sm">
            {invite.data.map((link) => (
              <List.Item key={link.enlace}>
                {link.email}: <code>{link.enlace}</code>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
