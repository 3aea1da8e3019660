import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  DEFAULT_CONTACT_TYPE,
  ID_PAIS_ESPANA,
  managementContactFormSchema,
  type ManagementContact,
} from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.ts';
import { useContactTypes, useCountries, useForumYears } from '../api/get-reference-lists.ts';
import { useSaveContact } from '../api/save-contact.ts';
import { submitWithServerErrors, useErrorText, useFieldProps } from '../../../lib/form-submit.ts';
import { FormActions } from './form-parts.tsx';
import { itemText } from '../../../lib/reference-lists.ts';

interface ContactFormValues {
  nombre: string;
  apellidos: string;
  dni: string;
  puesto: string;
  departamento: string;
  email: string;
  telefono1: string;
  telefono2: string;
  direccion: string;
  cp: string;
  localidad: string;
  provincia: string;
  idPais: string | null;
  tipoContacto: number[];
  aniosForoEmpleo: number[];
}

function initialValues(contact: ManagementContact | null): ContactFormValues {
  return {
    nombre: contact?.nombre ?? '',
    apellidos: contact?.apellidos ?? '',
    dni: contact?.dni ?? '',
    puesto: contact?.puesto ?? '',
    departamento: contact?.departamento ?? '',
    email: contact?.email ?? '',
    telefono1: contact?.telefono1 ?? '',
    telefono2: contact?.telefono2 ?? '',
    direccion: contact?.direccion ?? '',
    cp: contact?.cp ?? '',
    localidad: contact?.localidad ?? '',
    provincia: contact?.provincia ?? '',
    idPais: String(contact?.idPais ?? ID_PAIS_ESPANA),
    tipoContacto: contact?.tipoContacto ?? [DEFAULT_CONTACT_TYPE],
    aniosForoEmpleo: contact?.aniosForoEmpleo ?? [],
  };
}

interface ContactFormProps {
  /** The contact to edit, or null for a new one. */
  contact: ManagementContact | null;
  onSaved: (contact: ManagementContact) => void;
  onCancel: () => void;
}

/**
 * A management contact (newuser rules): name, surname, position, address, town and
 * postal code 3–150; DNI/NIF/NIE ('El campo DNI está mal formado'); phone of at least 9 digits;
 * optional email without accents; the contact type when the brand asks for it (default [9]).
 */
export function ContactForm({ contact, onSaved, onCancel }: ContactFormProps) {
  const { t, i18n } = useTranslation('company');
  const brand = useBrand();
  const errorText = useErrorText();
  const countries = useCountries();
  const contactTypes = useContactTypes();
  const forumYears = useForumYears();
  const save = useSaveContact();
  const schema = useMemo(
    () => managementContactFormSchema({ requestTipoContacto: brand.requestTipoContacto }),
    [brand.requestTipoContacto],
  );
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: initialValues(contact),
    validate: schemaResolver(schema, { sync: true }),
  });
  const field = useFieldProps(form);
  const numberList = (name: 'tipoContacto' | 'aniosForoEmpleo') => ({
    value: form.values[name].map(String),
    onChange: (values: string[]) => {
      form.setFieldValue(name, values.map(Number));
    },
    error: errorText(form.errors[name]),
  });
  const english = i18n.language === 'en';
  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((c) => ({
        value: String(c.id),
        label: english ? c.nombreEn : c.nombre,
      })),
    [countries.data, english],
  );
  const toOptions = (
    items: { id: number; descripcion: string; descripcionEn?: string }[] | undefined,
  ) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: itemText(item, i18n.language) }));

  return (
    <form
      noValidate
      aria-label={contact === null ? t('contacts.add') : t('contacts.edit')}
      data-testid="contact-form"
      onSubmit={submitWithServerErrors(form, (values, onError) => {
        const body = schema.parse(values);
        save.mutate(contact === null ? { body } : { idContacto: contact.idContacto, body }, {
          onSuccess: onSaved,
          onError,
        });
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('contacts.nombre')}
            required
            data-autofocus
            autoComplete="given-name"
            {...field('nombre')}
            data-testid="contact-name"
          />
          <TextInput
            label={t('contacts.apellidos')}
            required
            autoComplete="family-name"
            {...field('apellidos')}
            data-testid="contact-surname"
          />
          <TextInput
            label={t('contacts.dni')}
            description={t('contacts.dniHint')}
            required
            {...field('dni')}
            data-testid="contact-dni"
          />
          <TextInput
            label={t('contacts.puesto')}
            required
            autoComplete="organization-title"
            {...field('puesto')}
            data-testid="contact-position"
          />
          <TextInput label={t('contacts.departamento')} {...field('departamento')} />
          <TextInput
            label={t('contacts.email')}
            description={t('contacts.emailHint')}
            type="email"
            autoComplete="email"
            {...field('email')}
            data-testid="contact-email"
          />
          <TextInput
            label={t('contacts.telefono1')}
            type="tel"
            required
            autoComplete="tel"
            {...field('telefono1')}
            data-testid="contact-phone"
          />
          <TextInput
            label={t('contacts.telefono2')}
            type="tel"
            {...field('telefono2')}
            data-testid="contact-phone2"
          />
          <TextInput
            label={t('contacts.direccion')}
            required
            autoComplete="street-address"
            {...field('direccion')}
            data-testid="contact-address"
          />
          <TextInput
            label={t('contacts.cp')}
            required
            autoComplete="postal-code"
            {...field('cp')}
            data-testid="contact-postal-code"
          />
          <TextInput
            label={t('contacts.localidad')}
            required
            {...field('localidad')}
            data-testid="contact-town"
          />
          <TextInput label={t('contacts.provincia')} {...field('provincia')} />
          <Select
            label={t('address.country')}
            data={countryOptions}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('address.nothingFound')}
            disabled={countries.isPending}
            {...field('idPais')}
          />
          {brand.requestTipoContacto && (
            <MultiSelect
              label={t('contacts.tipoContacto')}
              required
              data={toOptions(contactTypes.data)}
              disabled={contactTypes.isPending}
              {...numberList('tipoContacto')}
              data-testid="contact-types"
            />
          )}
          <MultiSelect
            label={t('contacts.aniosForoEmpleo')}
            data={toOptions(forumYears.data)}
            disabled={forumYears.isPending}
            {...numberList('aniosForoEmpleo')}
          />
        </SimpleGrid>
        <FormActions pending={save.isPending} testId="contact-save" onCancel={onCancel} mt="sm" />
      </Stack>
    </form>
  );
}
