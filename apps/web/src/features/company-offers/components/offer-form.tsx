import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  Loader,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OfferForm as OfferFormData } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferReferenceLists, ReferenceItem } from '../api/get-reference-lists.ts';
import type { ProgrammeOption } from '../api/get-programmes.ts';
import { checkOfferForm, type OfferFormFields } from '../lib/offer-form-values.ts';
import { degreeOptions, labelOf, skillOptions, townOptions } from '../lib/reference-options.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** Field order, for focusing the first field with an error. */
const fieldOrder = [
  'titulo',
  'plazas',
  'idSector',
  'idTipoContrato',
  'titulaciones',
  'idAreaFuncional',
  'idProvincia',
  'idLocalidad',
  'descripcion',
  'requisitos',
  'idiomas',
  'conocimientosInformaticos',
  'creditosMinimos',
  'curricular',
  'nivelEstudiantes',
  'fechaFinInscripcion',
  'fechaInicio',
  'fechaFin',
  'horasDia',
  'diasSemana',
  'meses',
  'dedicacion',
  'remuneracion',
  'idRangoSalarial',
  'idTipoFormacion',
  'tutorNombre',
  'tutorEmail',
  'idPrograma',
];

const fieldId = (path: string) => `offer-${path.replace(/\./g, '-')}`;

export interface OfferFormProps {
  initialValues: OfferFormFields;
  lists: OfferReferenceLists;
  programmes: readonly ProgrammeOption[];
  submitLabel: string;
  saving: boolean;
  /** Errors the server answered for the last submit (keyed by field path). */
  serverErrors: Record<string, string> | null;
  onSubmit: (form: OfferFormData) => void;
}

/**
 * The offer form of one family (001 §5, issue 5 item 1): validated with the contracts schema, the
 * spec's messages shown after the first submit and kept up to date while the user corrects them.
 */
export function OfferForm({
  initialValues,
  lists,
  programmes,
  submitLabel,
  saving,
  serverErrors,
  onSubmit,
}: OfferFormProps) {
  const { t } = useTranslation('companyOffers');
  const [submitted, setSubmitted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const descriptionLabelId = useId();
  const descriptionErrorId = useId();
  const form = useOfferForm(initialValues);
  const { values, setErrors } = form;
  const familia = values.familia;
  const internship = familia !== 'empleo';
  const students = familia === 'practicas';

  useEffect(() => {
    if (submitted) {
      const check = checkOfferForm(values);
      setErrors(check.ok ? {} : check.errors);
    }
  }, [values, submitted, setErrors]);

  useEffect(() => {
    if (serverErrors !== null) {
      setErrors(serverErrors);
      focusFirst(serverErrors);
    }
  }, [serverErrors, setErrors]);

  const degrees = useMemo(() => degreeOptions(lists.degrees, familia), [lists.degrees, familia]);
  const skills = useMemo(() => skillOptions(lists.skills), [lists.skills]);
  const provinces = useMemo(
    () => lists.provinces.map((p) => ({ value: p.idProvincia, label: p.nameProvincia })),
    [lists.provinces],
  );
  const towns = useMemo(
    () => townOptions(lists.provinces, values.idProvincia),
    [lists.provinces, values.idProvincia],
  );
  const { i18n } = useTranslation();
  const items = (list: readonly ReferenceItem[]) =>
    list.map((i) => ({ value: String(i.id), label: labelOf(i, i18n.language) }));

  const errorCount = Object.keys(form.errors).length;

  const field = (path: keyof OfferFormFields) => ({
    ...form.getInputProps(path),
    id: fieldId(path),
    name: path,
  });

  const handleSubmit = form.onSubmit(
    (valid) => {
      const check = checkOfferForm(valid);
      if (check.ok) {
        onSubmit(check.form);
      }
    },
    (errors) => {
      setSubmitted(true);
      focusFirst(errors);
    },
  );

  return (
    <form
      noValidate
      aria-label={t('form.label', { family: t(`families.${familia}`) })}
      onSubmit={(event) => {
        setSubmitted(true);
        handleSubmit(event);
      }}
      data-testid="offer-form"
    >
      <Stack gap="lg">
        {submitted && errorCount > 0 ? (
          <Alert
            ref={summaryRef}
            color="red"
            variant="light"
            title={t('form.errorSummary', { count: errorCount })}
            role="alert"
            data-testid="offer-form-errors"
          >
            {t('form.errorSummaryHint')}
          </Alert>
        ) : null}

        <Fieldset legend={t('form.sections.general')}>
          <Stack gap="md">
            <TextInput label={t('form.titulo')} required maxLength={150} {...field('titulo')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                clampBehavior="none"
                label={t('form.plazas')}
                required
                min={1}
                max={999}
                allowDecimal={false}
                {...field('plazas')}
              />
              <Select
                label={t('form.idSector')}
                required
                searchable
                data={items(lists.sectors)}
                nothingFoundMessage={t('form.nothingFound')}
                {...field('idSector')}
              />
              <Select
                label={t('form.idTipoContrato')}
                required
                data={items(lists.contracts)}
                {...field('idTipoContrato')}
              />
              <Select
                label={t('form.idAreaFuncional')}
                clearable
                data={items(lists.areas)}
                {...field('idAreaFuncional')}
              />
            </SimpleGrid>
            <MultiSelect
              label={t('form.titulaciones')}
              description={
                students ? t('form.titulacionesStudentsHint') : t('form.titulacionesHint')
              }
              required
              searchable
              clearable
              hidePickedOptions
              data={degrees}
              nothingFoundMessage={t('form.nothingFound')}
              {...field('titulaciones')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('form.idProvincia')}
                searchable
                clearable
                data={provinces}
                nothingFoundMessage={t('form.nothingFound')}
                {...field('idProvincia')}
                onChange={(value: string | null) => {
                  form.setFieldValue('idProvincia', value);
                  form.setFieldValue('idLocalidad', null);
                }}
              />
              <Select
                label={t('form.idLocalidad')}
                description={values.idProvincia === null ? t('form.idLocalidadHint') : undefined}
                searchable
                clearable
                disabled={values.idProvincia === null}
                data={towns}
                limit={200}
                nothingFoundMessage={t('form.nothingFound')}
                {...field('idLocalidad')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.sections.description')}>
          <Stack gap="md">
            <Input.Wrapper
              required
              label={t('form.descripcion')}
              labelProps={{ id: descriptionLabelId, htmlFor: fieldId('descripcion') }}
              description={t('form.descripcionHint')}
              error={form.errors.descripcion}
              errorProps={{ id: descriptionErrorId }}
            >
              <Suspense
                fallback={
                  <Group gap="xs" py="sm" role="status">
                    <Loader size="xs" aria-hidden="true" />
                    <Text size="sm" c="dimmed">
                      {t('form.editorLoading')}
                    </Text>
                  </Group>
                }
              >
                <RichTextEditor
                  id={fieldId('descripcion')}
                  value={values.descripcion}
                  onChange={(html) => {
                    form.setFieldValue('descripcion', html);
                  }}
                  labelledBy={descriptionLabelId}
                  describedBy={
                    form.errors.descripcion === undefined ? undefined : descriptionErrorId
                  }
                  invalid={form.errors.descripcion !== undefined}
                />
              </Suspense>
            </Input.Wrapper>
            <Textarea
              label={t('form.requisitos')}
              autosize
              minRows={3}
              maxLength={4000}
              {...field('requisitos')}
            />
            <LanguageRows form={form} lists={lists} />
            <MultiSelect
              label={t('form.conocimientosInformaticos')}
              searchable
              clearable
              hidePickedOptions
              data={skills}
              nothingFoundMessage={t('form.nothingFound')}
              {...field('conocimientosInformaticos')}
            />
            {students ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput
                  clampBehavior="none"
                  label={t('form.creditosMinimos')}
                  min={0}
                  max={400}
                  allowDecimal={false}
                  {...field('creditosMinimos')}
                />
                <Select
                  label={t('form.nivelEstudiantes')}
                  clearable
                  data={[
                    { value: 'grado', label: t('form.nivel.grado') },
                    { value: 'posgrado', label: t('form.nivel.posgrado') },
                  ]}
                  {...field('nivelEstudiantes')}
                />
              </SimpleGrid>
            ) : null}
            {students ? (
              <Radio.Group
                label={t('form.curricular')}
                required
                {...form.getInputProps('curricular')}
                id={fieldId('curricular')}
              >
                <Group gap="lg" mt="xs">
                  <Radio value="true" label={t('form.curricularYes')} />
                  <Radio value="false" label={t('form.curricularNo')} />
                </Group>
              </Radio.Group>
            ) : null}
            <Checkbox
              label={t('form.requiereCvPropio')}
              {...form.getInputProps('requiereCvPropio', { type: 'checkbox' })}
              id={fieldId('requiereCvPropio')}
            />
            {internship ? null : (
              <Checkbox
                label={t('form.paraIntermediacion')}
                {...form.getInputProps('paraIntermediacion', { type: 'checkbox' })}
                id={fieldId('paraIntermediacion')}
              />
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend={t('form.sections.conditions')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <TextInput
              type="date"
              label={t('form.fechaFinInscripcion')}
              {...field('fechaFinInscripcion')}
            />
            <TextInput
              type="date"
              label={t('form.fechaInicio')}
              required={internship}
              {...field('fechaInicio')}
            />
            <TextInput
              type="date"
              label={t('form.fechaFin')}
              required={internship}
              {...field('fechaFin')}
            />
            <NumberInput
              clampBehavior="none"
              label={t('form.horasDia')}
              required={internship}
              min={0.5}
              max={24}
              step={0.5}
              decimalScale={2}
              decimalSeparator=","
              {...field('horasDia')}
            />
            <NumberInput
              clampBehavior="none"
              label={t('form.diasSemana')}
              min={1}
              max={7}
              allowDecimal={false}
              {...field('diasSemana')}
            />
            <NumberInput
              clampBehavior="none"
              label={t('form.meses')}
              min={0}
              max={12}
              allowDecimal={false}
              {...field('meses')}
            />
            <NumberInput
              clampBehavior="none"
              label={t('form.dedicacion')}
              description={t('form.dedicacionHint')}
              min={0}
              max={100}
              allowDecimal={false}
              suffix=" %"
              {...field('dedicacion')}
            />
            <NumberInput
              clampBehavior="none"
              label={t('form.remuneracion')}
              description={t('form.remuneracionHint')}
              min={0}
              decimalScale={2}
              decimalSeparator=","
              thousandSeparator="."
              suffix=" €"
              {...field('remuneracion')}
            />
            {internship ? null : (
              <Select
                label={t('form.idRangoSalarial')}
                clearable
                data={items(lists.salaryRanges)}
                {...field('idRangoSalarial')}
              />
            )}
            <Select
              label={t('form.idTipoFormacion')}
              clearable
              data={items(lists.trainingTypes)}
              {...field('idTipoFormacion')}
            />
          </SimpleGrid>
        </Fieldset>

        {internship ? (
          <Fieldset legend={t('form.sections.tutor')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('form.tutorNombre')}
                required
                maxLength={150}
                autoComplete="off"
                {...field('tutorNombre')}
              />
              <TextInput
                type="email"
                label={t('form.tutorEmail')}
                required
                maxLength={254}
                autoComplete="off"
                {...field('tutorEmail')}
              />
            </SimpleGrid>
          </Fieldset>
        ) : null}

        {internship && programmes.length > 0 ? (
          <Fieldset legend={t('form.sections.programme')}>
            <Select
              label={t('form.idPrograma')}
              description={t('form.idProgramaHint')}
              clearable
              data={programmes.map((p) => ({
                value: String(p.idPrograma),
                label: t('form.programmeOption', {
                  titulo: p.titulo,
                  dedicacion: p.dedicacion,
                  meses: p.meses.join(' / '),
                }),
              }))}
              {...field('idPrograma')}
            />
          </Fieldset>
        ) : null}

        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="offer-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function focusFirst(errors: Record<string, unknown>) {
  const keys = Object.keys(errors);
  const first =
    fieldOrder.find((f) => keys.some((k) => k === f || k.startsWith(`${f}.`))) ?? keys[0];
  if (first === undefined) {
    return;
  }
  const exact = keys.find((k) => k === first || k.startsWith(`${first}.`)) ?? first;
  const element =
    document.getElementById(fieldId(exact)) ??
    document.getElementById(fieldId(first)) ??
    document.querySelector<HTMLElement>(`[name="${first}"]`);
  const target =
    element instanceof HTMLInputElement || element?.getAttribute('contenteditable') === 'true'
      ? element
      : (element?.querySelector<HTMLElement>('input, [contenteditable="true"]') ?? element);
  target?.focus();
}

function useOfferForm(initialValues: OfferFormFields) {
  return useForm<OfferFormFields>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const check = checkOfferForm(values);
      return check.ok ? {} : check.errors;
    },
  });
}

type Form = ReturnType<typeof useOfferForm>;

/** Language requirements: one row per language with its minimum level. */
function LanguageRows({ form, lists }: { form: Form; lists: OfferReferenceLists }) {
  const { t } = useTranslation('companyOffers');
  const rows = form.values.idiomas;
  const { i18n } = useTranslation();
  const languages = lists.languages.map((l) => ({
    value: String(l.id),
    label: labelOf(l, i18n.language),
  }));
  const levels = lists.levels.map((l) => ({
    value: String(l.id),
    label: labelOf(l, i18n.language),
  }));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="offer-languages-label">
        {t('form.idiomas')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('form.idiomasEmpty')}
        </Text>
      ) : null}
      {rows.map((_, index) => (
        <Group key={index} align="flex-start" gap="sm" data-testid="offer-language">
          <Select
            label={t('form.idioma', { n: index + 1 })}
            searchable
            data={languages}
            style={{ flex: '1 1 10rem' }}
            {...form.getInputProps(`idiomas.${String(index)}.idIdioma`)}
            id={fieldId(`idiomas.${String(index)}.idIdioma`)}
          />
          <Select
            label={t('form.nivelIdioma', { n: index + 1 })}
            data={levels}
            style={{ flex: '1 1 10rem' }}
            {...form.getInputProps(`idiomas.${String(index)}.idNivel`)}
            id={fieldId(`idiomas.${String(index)}.idNivel`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={t('form.removeLanguage', { n: index + 1 })}
            onClick={() => {
              form.removeListItem('idiomas', index);
            }}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      {form.errors.idiomas === undefined ? null : (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {form.errors.idiomas}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => {
            form.insertListItem('idiomas', { idIdioma: null, idNivel: null });
          }}
        >
          {t('form.addLanguage')}
        </Button>
      </Group>
    </Stack>
  );
}
