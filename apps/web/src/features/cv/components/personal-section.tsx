import { Group, Stack, Text } from '@mantine/core';
import {
  cvCalls,
  isValidDniNie,
  isValidNss,
  phoneProblem,
  validationMessages,
  type Cv,
} from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { socialSecurityNumberSaved, useCvEdit } from '../api/edit-cv.ts';
import { useCountries, useProvinces } from '../api/get-cv-lists.ts';
import { useFieldFlags } from '../lib/field-flags.ts';
import {
  personalFields,
  personalValuesOf,
  type PersonalField,
  type PersonalValues,
} from '../lib/personal-values.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { CvSection, EditButton } from './cv-section.tsx';
import { EmailForm } from './email-form.tsx';
import { FieldList } from './field-list.tsx';
import { PersonalForm } from './personal-form.tsx';
import { PersonalSummary } from './personal-summary.tsx';
import { PhotoField } from './photo-field.tsx';

/** Personal data, contact email and photo (personales; brand flags per field). */
export function PersonalSection({ cv, focusField }: { cv: Cv; focusField: string | null }) {
  const { t } = useTranslation('cv');
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLDivElement>(editor.editing);
  const save = useCvEdit(cvCalls.editPersonal);
  const [values, setValues] = useState<PersonalValues>(() => personalValuesOf(cv));
  // The form's lists load with the section, ready when the form opens.
  useCountries();
  useProvinces();
  const fields = useFieldFlags('personales');
  /** The brand's required flag; a student's social security number is required too. */
  const required = (field: PersonalField) =>
    fields.required(field) ||
    (field === 'numeroSeguridadSocial' && cv.conPracticas && fields.editable(field));

  const { open, editing } = editor;
  // The field a link (hash) asks for, focused once the form that holds it is on the page.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (focusField !== null && personalFields.has(focusField)) {
      pendingFocus.current = focusField;
      open();
    }
    // Only when the link (hash) changes; the CV itself may reload meanwhile.
  }, [focusField, open]);
  useEffect(() => {
    if (editing && pendingFocus.current !== null) {
      document.getElementById(`cv-field-${pendingFocus.current}`)?.focus();
      pendingFocus.current = null;
    }
  });

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found: Record<string, string> = fields.missing({
      DNI: values.DNI,
      telefono: values.telefono,
      fechaNacimiento: values.fechaNacimiento,
      idPaisNacionalidad: values.idPaisNacionalidad,
      idProvincia: values.idProvincia,
      idLocalidad: values.idLocalidad,
    });
    if (values.DNI.trim() !== '' && fields.editable('DNI') && !isValidDniNie(values.DNI)) {
      found.DNI = validationMessages.dni.mensaje;
    }
    const phone = fields.editable('telefono') ? phoneProblem(values.telefono.trim()) : null;
    if (phone !== null) {
      found.telefono = phone.mensaje;
    }
    if (
      values.numeroSeguridadSocial.trim() !== '' &&
      fields.editable('numeroSeguridadSocial') &&
      !isValidNss(values.numeroSeguridadSocial)
    ) {
      found.numeroSeguridadSocial = t('errors.nss');
    } else if (required('numeroSeguridadSocial') && values.numeroSeguridadSocial.trim() === '') {
      found.numeroSeguridadSocial = validationMessages.required.mensaje;
    }
    if (Object.keys(found).length > 0) {
      editor.refuse(found);
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('#cv-personales [aria-invalid="true"]')?.focus();
      });
      return;
    }
    const nssGiven = values.numeroSeguridadSocial.trim() !== '';
    save.mutate(
      {
        DNI: values.DNI,
        telefono: values.telefono,
        fechaNacimiento: values.fechaNacimiento === '' ? null : values.fechaNacimiento,
        // Fields the brand hides come back empty: the server keeps their stored values.
        idPaisNacionalidad:
          values.idPaisNacionalidad === null ? null : Number(values.idPaisNacionalidad),
        idProvincia: values.idProvincia === null ? null : Number(values.idProvincia),
        idLocalidad: values.idLocalidad === null ? null : Number(values.idLocalidad),
        numeroSeguridadSocial: values.numeroSeguridadSocial,
      },
      {
        onSuccess: () => {
          if (nssGiven) {
            socialSecurityNumberSaved();
          }
          editor.close();
        },
        onError: editor.fail,
      },
    );
  };

  const p = cv.personales;
  // Only a name that came from the academic record is said to come from it.
  const nameNote = {
    expediente: 'flags.nameFromRecords',
    universidad: 'flags.nameFromUniversity',
    cuenta: 'flags.nameFromAccount',
  } as const;
  return (
    <CvSection
      seccion="personales"
      area={area}
      title={t('sections.personales')}
      action={
        editor.editing ? null : (
          <EditButton
            label={t('actions.editSection', { section: t('sections.personales') })}
            onClick={() => {
              setValues(personalValuesOf(cv));
              editor.open();
            }}
          />
        )
      }
    >
      <Stack gap="md">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <PhotoField cv={cv} />
          <Stack gap={4} style={{ flex: 1 }}>
            <FieldList
              rows={[
                { key: 'nombre', label: t('fields.nombre'), value: `${p.nombre} ${p.apellidos}` },
              ]}
            />
            <Text size="xs" c="dimmed" data-testid="cv-name-note">
              {t(nameNote[p.origenNombre])}
            </Text>
          </Stack>
        </Group>
        {editor.editing ? (
          <PersonalForm
            values={values}
            setValues={setValues}
            required={required}
            problem={editor.problem}
            saving={save.isPending}
            onSubmit={submit}
            onCancel={editor.close}
          />
        ) : (
          <PersonalSummary cv={cv} />
        )}
        <EmailForm cv={cv} />
      </Stack>
    </CvSection>
  );
}
