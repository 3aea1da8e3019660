import { Alert, Button, List, Stack, Textarea } from '@mantine/core';
import { Codes } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { showStatus } from '../../../lib/error-store.ts';
import { useInviteToSurvey } from '../api/staff-surveys.ts';

/** One guest a line: `email`, or `email;idPractica`. */
export function SurveyInvitations({ id }: { id: number }) {
  const { t } = useTranslation('surveys');
  const invite = useInviteToSurvey(id);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const guests = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [email = '', practica] = line.split(/[;,\s]+/);
      const idPractica = practica && /^\d+$/.test(practica) ? Number(practica) : null;
      return { email, idPractica };
    });
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (guests.length > 0) {
            invite.mutate(
              { invitados: guests },
              {
                onError: (error) => {
                  showStatus(isApiError(error) ? error.status : Codes.SERVICE_UNAVAILABLE);
                },
              },
            );
          }
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('staff.invite.label')}
            description={t('staff.invite.hint')}
            autosize
            minRows={3}
            value={text}
            error={submitted && guests.length === 0 ? t('access.login.required') : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
            }}
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
