import {
  Checkbox,
  Fieldset,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { useErrorText } from '../../../lib/form-submit.ts';
import type { OfferReferenceLists } from '../api/get-reference-lists.ts';
import { skillOptions } from '../../../lib/reference-lists.ts';
import { fieldId, fieldProps, type OfferFormApi } from './offer-form-model.ts';
import { LanguageRows } from './offer-language-rows.tsx';

/** The description (rich text), requirements, languages, computer skills and candidate flags. */
export function OfferDescriptionSection({
  form,
  lists,
}: {
  form: OfferFormApi;
  lists: OfferReferenceLists;
}) {
  const { t, i18n } = useTranslation('companyOffers');
  const descriptionLabelId = useId();
  const descriptionErrorId = useId();
  const errorText = useErrorText();
  const { values } = form;
  const internship = values.familia !== 'empleo';
  const students = values.familia === 'practicas';
  const skills = useMemo(
    () => skillOptions(lists.skills, i18n.language),
    [lists.skills, i18n.language],
  );
  const field = (path: Parameters<typeof fieldProps>[1]) => fieldProps(form, path);

  return (
    <Fieldset legend={t('form.sections.description')}>
      <Stack gap="md">
        <Input.Wrapper
          required
          label={t('form.descripcion')}
          labelProps={{ id: descriptionLabelId, htmlFor: fieldId('descripcion') }}
          description={t('form.descripcionHint')}
          error={errorText(form.errors.descripcion)}
          errorProps={{ id: descriptionErrorId }}
        >
          <LazyRichTextEditor
            id={fieldId('descripcion')}
            value={values.descripcion}
            testId="offer-description-editor"
            onChange={(html) => {
              form.setFieldValue('descripcion', html);
            }}
            labelledBy={descriptionLabelId}
            describedBy={form.errors.descripcion === undefined ? undefined : descriptionErrorId}
            invalid={form.errors.descripcion !== undefined}
          />
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
  );
}
