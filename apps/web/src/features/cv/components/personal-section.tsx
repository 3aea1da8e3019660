import { Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  cvCalls,
  isValidDniNie,
  isValidEmail,
  isValidNss,
  validationMessages,
  type Cv,
} from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { socialSecurityNumberSaved, useCvEdit } from '../api/edit-cv.ts';
import { useCountries, useProvinces } from '../api/get-cv-lists.ts';
import { useFieldFlags } from '../lib/field-flags.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { CvSection, EditButton, FormFooter } from './cv-section.tsx';
import { FieldList, showDate } from './field-list.tsx';
import { PhotoField } from './photo-field.tsx';

const personalFields = new Set([
  'DNI',
  'telefono',
  'fechaNacimiento',
  'idPaisNacionalidad',
  'idProvincia',
  'idLocalidad',
  'numeroSeguridadSocial',
]);

interface Values {
  DNI: string;
  telefono: string;
  fechaNacimiento: string;
  idPaisNacionalidad: string | null;
  idProvincia: string | null;
  idLocalidad: string | null;
  numeroSeguridadSocial: string;
}

const valuesOf = (cv: Cv): Values => ({
  DNI: cv.personales.DNI ?? '',
  telefono: cv.personales.telefono ?? '',
  fechaNacimiento: cv.personales.fechaNacimiento ?? '',
  idPaisNacionalidad:
    cv.personales.idPaisNacionalidad === null ? null : String(cv.personales.idPaisNacionalidad),
  idProvincia: cv.personales.idProvincia === null ? null : String(cv.personales.idProvincia),
  idLocalidad: cv.personales.idLocalidad === null ? null : String(cv.personales.idLocalidad),
  numeroSeguridadSocial: cv.personales.numeroSeguridadSocial ?? '',
});

/** Personal data, contact email and photo (001 §3 personales; brand flags per field). */
export function PersonalSection({ cv, focusField }: { cv: Cv; focusField: string | null }) {
  const { t, i18n } = useTranslation('cv');
  const editor = useSectionEditor();
  const save = useCvEdit(cvCalls.editPersonal);
  const [values, setValues] = useState<Values>(() => valuesOf(cv));
  const countries = useCountries();
  const provinces = useProvinces();
  const fields = useFieldFlags('personales');
  const { visible } = fields;
  const missing = new Set(cv.completitud.faltan.map((f) => f.campo));
  /** The brand's required flag; a student's social security number is required too. */
  const required = (field: Parameters<typeof visible>[0]) =>
    fields.required(field) ||
    (field === 'numeroSeguridadSocial' && cv.conPracticas && fields.editable(field));
  const flagged = (field: Parameters<typeof visible>[0], hint?: string) => ({
    ...fields.inputProps(field, hint),
    required: required(field),
  });

  const { open } = editor;
  useEffect(() => {
    if (focusField !== null && personalFields.has(focusField)) {
      open();
      requestAnimationFrame(() => {
        document.getElementById(`cv-field-${focusField}`)?.focus();
      });
    }
    // Only when the link (hash) changes; the CV itself may reload meanwhile.
  }, [focusField, open]);

  const english = i18n.language === 'en';
  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((c) => ({
        value: String(c.id),
        label: english ? c.nombreEn : c.nombre,
      })),
    [countries.data, english],
  );
  const provinceOptions = useMemo(
    () => (provinces.data ?? []).map((p) => ({ value: p.idProvincia, label: p.nameProvincia })),
    [provinces.data],
  );
  const townOptions = useMemo(() => {
    const province = (provinces.data ?? []).find((p) => p.idProvincia === values.idProvincia);
    return Object.entries(province?.localidades ?? {}).map(([id, name]) => ({
      value: id,
      label: name,
    }));
  }, [provinces.data, values.idProvincia]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };
  const error = (field: string) => editor.problem.fields[field];

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
  return (
    <CvSection
      seccion="personales"
      title={t('sections.personales')}
      action={
        editor.editing ? null : (
          <EditButton
            label={t('actions.editSection', { section: t('sections.personales') })}
            onClick={() => {
              setValues(valuesOf(cv));
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
              {t('flags.nameFromRecords')}
            </Text>
          </Stack>
        </Group>
        {editor.editing ? (
          <form noValidate onSubmit={submit} aria-label={t('sections.personales')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {visible('DNI') && (
                  <TextInput
                    id="cv-field-DNI"
                    label={t('fields.DNI')}
                    {...flagged('DNI')}
                    value={values.DNI}
                    onChange={(e) => {
                      set('DNI', e.currentTarget.value);
                    }}
                    error={error('DNI')}
                  />
                )}
                {visible('telefono') && (
                  <TextInput
                    id="cv-field-telefono"
                    label={t('fields.telefono')}
                    type="tel"
                    autoComplete="tel"
                    {...flagged('telefono')}
                    value={values.telefono}
                    onChange={(e) => {
                      set('telefono', e.currentTarget.value);
                    }}
                    error={error('telefono')}
                  />
                )}
                {visible('fechaNacimiento') && (
                  <TextInput
                    id="cv-field-fechaNacimiento"
                    label={t('fields.fechaNacimiento')}
                    type="date"
                    autoComplete="bday"
                    {...flagged('fechaNacimiento')}
                    value={values.fechaNacimiento}
                    onChange={(e) => {
                      set('fechaNacimiento', e.currentTarget.value);
                    }}
                    error={error('fechaNacimiento')}
                  />
                )}
                {visible('idPaisNacionalidad') && (
                  <Select
                    id="cv-field-idPaisNacionalidad"
                    label={t('fields.nacionalidad')}
                    searchable
                    allowDeselect={false}
                    {...flagged('idPaisNacionalidad')}
                    data={countryOptions}
                    value={values.idPaisNacionalidad}
                    onChange={(v) => {
                      set('idPaisNacionalidad', v);
                    }}
                    error={error('idPaisNacionalidad')}
                  />
                )}
                {visible('idProvincia') && (
                  <Select
                    id="cv-field-idProvincia"
                    label={t('fields.provincia')}
                    searchable
                    clearable={fields.editable('idProvincia')}
                    {...flagged('idProvincia')}
                    data={provinceOptions}
                    value={values.idProvincia}
                    onChange={(v) => {
                      setValues((old) => ({
                        ...old,
                        idProvincia: v,
                        idLocalidad: fields.editable('idLocalidad') ? null : old.idLocalidad,
                      }));
                    }}
                    error={error('idProvincia')}
                  />
                )}
                {visible('idLocalidad') && (
                  <Select
                    id="cv-field-idLocalidad"
                    label={t('fields.localidad')}
                    searchable
                    clearable={fields.editable('idLocalidad')}
                    {...flagged('idLocalidad')}
                    limit={200}
                    disabled={values.idProvincia === null}
                    data={townOptions}
                    value={values.idLocalidad}
                    onChange={(v) => {
                      set('idLocalidad', v);
                    }}
                    error={error('idLocalidad')}
                  />
                )}
                {visible('numeroSeguridadSocial') && (
                  <TextInput
                    id="cv-field-numeroSeguridadSocial"
                    label={t('fields.numeroSeguridadSocial')}
                    {...flagged('numeroSeguridadSocial', t('hints.nss'))}
                    value={values.numeroSeguridadSocial}
                    onChange={(e) => {
                      set('numeroSeguridadSocial', e.currentTarget.value);
                    }}
                    error={error('numeroSeguridadSocial')}
                  />
                )}
              </SimpleGrid>
              <FormFooter
                saving={save.isPending}
                onCancel={editor.close}
                general={editor.problem.general}
              />
            </Stack>
          </form>
        ) : (
          <FieldList
            rows={[
              { key: 'DNI', label: t('fields.DNI'), value: p.DNI, missing: missing.has('DNI') },
              {
                key: 'telefono',
                label: t('fields.telefono'),
                value: p.telefono,
                missing: missing.has('telefono'),
              },
              {
                key: 'fechaNacimiento',
                label: t('fields.fechaNacimiento'),
                value: showDate(p.fechaNacimiento),
              },
              { key: 'nacionalidad', label: t('fields.nacionalidad'), value: p.nacionalidad },
              {
                key: 'localidad',
                label: t('fields.localidad'),
                value: [p.localidad, p.provincia].filter(Boolean).join(', '),
              },
              {
                key: 'numeroSeguridadSocial',
                label: t('fields.numeroSeguridadSocial'),
                value: p.numeroSeguridadSocial,
                missing: missing.has('numeroSeguridadSocial'),
              },
            ].filter(
              (row) =>
                (row.key === 'nacionalidad' && visible('idPaisNacionalidad')) ||
                (row.key === 'localidad' && (visible('idLocalidad') || visible('idProvincia'))) ||
                ((row.key === 'DNI' ||
                  row.key === 'telefono' ||
                  row.key === 'fechaNacimiento' ||
                  row.key === 'numeroSeguridadSocial') &&
                  visible(row.key)),
            )}
          />
        )}
        <EmailForm cv={cv} />
      </Stack>
    </CvSection>
  );
}

/** Contact email and communications to the student email (editDatosEmail). */
function EmailForm({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const editor = useSectionEditor();
  const save = useCvEdit(cvCalls.editEmail);
  const [email, setEmail] = useState(cv.personales.email);
  const [studentEmail, setStudentEmail] = useState(cv.personales.comunicacionesEnEmailEstudiante);
  const fields = useFieldFlags('personales');
  const showEmail = fields.visible('email');
  if (!editor.editing) {
    return (
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
    );
  }
  return (
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
  );
}
