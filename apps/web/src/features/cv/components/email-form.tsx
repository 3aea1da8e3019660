import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { cvCalls, isValidEmail, validationMessages, type Cv } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCvEdit } from '../api/edit-cv.ts';
import { useFieldFlags } from '../lib/field-flags.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { EditButton, FormFooter } from './cv-section.tsx';
import { FieldList } from './field-list.tsx';

/** Contact email and communications to the student email (editDatosEmail). */
export function EmailForm({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLDivElement>(editor.editing);
  const save = useCvEdit(cvCalls.editEmail);
  const [email, setEmail] = useState(cv.personales.email);
  const [studentEmail, setStudentEmail] = useState(cv.personales.comunicacionesEnEmailEstudiante);
  const fields = useFieldFlags('personales');
  const showEmail = fields.visible('email');
  if (!editor.editing) {
    return (
      <div ref={area}>
        <Group justify="space-between" align="flex-end">
          <FieldList
            rows={[
              ...(showEmail
                ? [{ key: 'email', label: t('fields.email'), value: cv.personales.email ?? '' }]
                : []),
              {
                key: 'comunicaciones',
                label: t('fields.comunicaciones'),
                value: cv.personales.comunicacionesEnEmailEstudiante
                  ? t('values.yes')
                  : t('values.no'),
              },
            ]}
          />
          <EditButton
            label={t('actions.editSection', { section: t('fields.email') })}
            onClick={() => {
              setEmail(cv.personales.email);
              setStudentEmail(cv.personales.comunicacionesEnEmailEstudiante);
              editor.open();
            }}
          />
        </Group>
      </div>
    );
  }
  return (
    <div ref={area}>
      <form
        noValidate
        aria-label={t('fields.email')}
        onSubmit={(event) => {
          event.preventDefault();
          if (fields.editable('email') && !isValidEmail(email ?? '')) {
            editor.refuse({ email: validationMessages.email.mensaje });
            return;
          }
          save.mutate(
            { email, comunicacionesEnEmailEstudiante: studentEmail },
            { onSuccess: editor.close, onError: editor.fail },
          );
        }}
      >
        <Stack gap="sm">
          {showEmail && (
            <TextInput
              id="cv-field-email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              {...fields.inputProps('email')}
              // The contact email is never empty: without one, the account's address is used.
              required={fields.editable('email')}
              value={email ?? ''}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
              }}
              error={editor.problem.fields.email}
            />
          )}
          <Checkbox
            label={t('fields.comunicacionesEnEmailEstudiante', {
              email: cv.personales.emailEstudiante,
            })}
            checked={studentEmail}
            onChange={(e) => {
              setStudentEmail(e.currentTarget.checked);
            }}
          />
          <FormFooter
            saving={save.isPending}
            onCancel={editor.close}
            general={editor.problem.general}
          />
        </Stack>
      </form>
    </div>
  );
}
