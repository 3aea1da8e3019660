import { Badge, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  cifSchema,
  companyProfileBodySchema,
  ID_PAIS_ESPANA,
  type CompanyData,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckCif } from '../api/check-cif.ts';
import { useSectors } from '../api/get-reference-lists.ts';
import { useSaveCompanyData } from '../api/save-company-data.ts';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { CountryProvinceFields, TownSelect } from './address-fields.tsx';
import { FormActions, SuccessAlert } from './form-parts.tsx';
import { referenceOptions } from '../../../lib/reference-lists.ts';

interface CompanyFormValues {
  cif: string;
  nombreComercial: string;
  razonSocial: string;
  descripcion: string;
  idSector: string | null;
  web: string;
  email: string;
  telefono: string;
  direccion: string;
  cp: string;
  idPais: string | null;
  idProvincia: string | null;
  provincia: string;
  idLocalidad: string | null;
  localidad: string;
  numeroEmpleados: string;
}

const idText = (id: number | null) => (id === null ? null : String(id));

function initialValues(company: CompanyData): CompanyFormValues {
  const spain = company.idPais === ID_PAIS_ESPANA;
  return {
    cif: company.cif,
    nombreComercial: company.nombreComercial,
    razonSocial: company.razonSocial,
    descripcion: company.descripcion,
    idSector: idText(company.idSector),
    web: company.web ?? '',
    email: company.email ?? '',
    telefono: company.telefono ?? '',
    direccion: company.direccion ?? '',
    cp: company.cp ?? '',
    idPais: String(company.idPais),
    idProvincia: idText(company.idProvincia),
    provincia: spain ? '' : (company.provincia ?? ''),
    idLocalidad: idText(company.idLocalidad),
    localidad: spain ? '' : (company.localidad ?? ''),
    numeroEmpleados: company.numeroEmpleados === null ? '' : String(company.numeroEmpleados),
  };
}

const validate = schemaResolver(companyProfileBodySchema, { sync: true });

/**
 * The company profile (editaEmpresaCompletos): every field the missing-data check looks at is
 * required, so saving a valid form clears the shell's redirect to /mi-empresa. Errors show after
 * the first submit; a CIF registered by another company is flagged when the field is left.
 */
export function CompanyDataForm({ company }: { company: CompanyData }) {
  const { t, i18n } = useTranslation('company');
  const sectors = useSectors();
  const save = useSaveCompanyData();
  const checkCif = useCheckCif();
  const [saved, setSaved] = useState(false);
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: initialValues(company),
    validate,
    onValuesChange: () => {
      setSaved(false);
    },
  });
  const field = useFieldProps(form);
  const sectorOptions = useMemo(
    () => referenceOptions(sectors.data, i18n.language),
    [sectors.data, i18n.language],
  );
  const spain = form.values.idPais === String(ID_PAIS_ESPANA);

  const checkCifOnBlur = () => {
    const cif = form.values.cif.trim().toUpperCase();
    if (!cifSchema.safeParse(cif).success || cif === company.cif.toUpperCase()) {
      return;
    }
    checkCif.mutate(cif, {
      onSuccess: (taken) => {
        if (taken) {
          form.setFieldError('cif', t('data.cifTaken'));
        }
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t('data.formLabel')}
      data-testid="company-data-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        const body = companyProfileBodySchema.parse(values);
        save.mutate(body, {
          onSuccess: (data) => {
            form.setInitialValues(initialValues(data));
            form.setValues(initialValues(data));
            setSaved(true);
          },
          onError,
        });
      })}
    >
      <Stack gap="lg">
        <Group gap="xs">
          <Badge color={company.validada ? 'green' : 'yellow'} variant="light">
            {company.validada ? t('data.validated') : t('data.notValidated')}
          </Badge>
          {company.bloqueada && (
            <Badge color="red" variant="light">
              {t('data.blocked')}
            </Badge>
          )}
        </Group>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('data.identity')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('data.cif')}
              required
              autoComplete="off"
              {...field('cif')}
              onBlur={checkCifOnBlur}
              data-testid="company-cif"
            />
            <TextInput
              label={t('data.nombreComercial')}
              required
              autoComplete="organization"
              {...field('nombreComercial')}
              data-testid="company-name"
            />
            <TextInput
              label={t('data.razonSocial')}
              required
              {...field('razonSocial')}
              data-testid="company-legal-name"
            />
            <Select
              label={t('data.sector')}
              data={sectorOptions}
              searchable
              required
              nothingFoundMessage={t('address.nothingFound')}
              disabled={sectors.isPending}
              {...field('idSector')}
              data-testid="company-sector"
            />
          </SimpleGrid>
          <Textarea
            label={t('data.descripcion')}
            autosize
            minRows={3}
            maxRows={8}
            {...field('descripcion')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('data.numeroEmpleados')}
              inputMode="numeric"
              {...field('numeroEmpleados')}
            />
            <TextInput
              label={t('data.web')}
              type="url"
              autoComplete="url"
              {...field('web')}
              data-testid="company-web"
            />
          </SimpleGrid>
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('data.contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('data.email')}
              type="email"
              required
              autoComplete="email"
              {...field('email')}
              data-testid="company-email"
            />
            <TextInput
              label={t('data.telefono')}
              type="tel"
              required
              autoComplete="tel"
              {...field('telefono')}
              data-testid="company-phone"
            />
          </SimpleGrid>
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('data.address')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('data.direccion')}
              required
              autoComplete="street-address"
              {...field('direccion')}
              data-testid="company-address"
            />
            <TextInput
              label={t('data.cp')}
              required
              autoComplete="postal-code"
              {...field('cp')}
              data-testid="company-postal-code"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CountryProvinceFields
              idPais={form.values.idPais}
              testIdPrefix="company"
              field={(name) => {
                const props = field(name);
                if (name === 'idProvincia') {
                  return {
                    ...props,
                    onChange: (value: string | null) => {
                      form.setFieldValue('idProvincia', value);
                      form.setFieldValue('idLocalidad', null);
                    },
                  };
                }
                return props;
              }}
            />
            {spain ? (
              <TownSelect
                idProvincia={form.values.idProvincia}
                label={t('data.localidad')}
                inputProps={field('idLocalidad')}
                testId="company-town"
              />
            ) : (
              <TextInput
                label={t('data.localidad')}
                {...field('localidad')}
                data-testid="company-town-text"
              />
            )}
          </SimpleGrid>
        </Stack>
        <SuccessAlert shown={saved} testId="company-saved">
          {t('data.saved')}
        </SuccessAlert>
        <FormActions pending={save.isPending} testId="company-save" />
      </Stack>
    </form>
  );
}
