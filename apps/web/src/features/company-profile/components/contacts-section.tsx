import { Badge, Group, Text } from '@mantine/core';
import type { ManagementContact } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteContact } from '../api/delete-contact.ts';
import { useCompanyContacts } from '../../../lib/queries/company-accounts.ts';
import { useContactTypes } from '../api/get-reference-lists.ts';
import { ContactForm } from './contact-form.tsx';
import { EditableListSection } from './editable-list-section.tsx';
import { itemText } from '../../../lib/reference-lists.ts';

function ContactDetails({
  contact,
  typeNames,
}: {
  contact: ManagementContact;
  typeNames: Map<number, string>;
}) {
  const { t } = useTranslation('company');
  return (
    <>
      <Text size="sm">
        {contact.puesto}
        {contact.departamento !== null && ` · ${contact.departamento}`}
      </Text>
      <Text size="sm">
        {t('contacts.dni')}: {contact.dni}
      </Text>
      <Text size="sm">
        {[contact.telefono1, contact.telefono2].filter(Boolean).join(' · ')}
        {contact.email !== null && ` · ${contact.email}`}
      </Text>
      <Text size="sm" c="dimmed">
        {contact.direccion}, {contact.cp} {contact.localidad}
      </Text>
      <Group gap={4} mt={4}>
        {contact.tipoContacto.map((id) => (
          <Badge key={id} variant="light" size="sm">
            {typeNames.get(id) ?? String(id)}
          </Badge>
        ))}
      </Group>
    </>
  );
}

/** The company's management contacts: list, add, edit and delete (with confirmation). */
export function ContactsSection() {
  const contacts = useCompanyContacts();
  const contactTypes = useContactTypes();
  const remove = useDeleteContact();
  const { i18n } = useTranslation();
  const typeNames = new Map(
    (contactTypes.data ?? []).map((type) => [type.id, itemText(type, i18n.language)]),
  );

  return (
    <EditableListSection
      texts="contacts"
      testIds={{
        section: 'contacts-section',
        add: 'contact-add',
        done: 'contacts-done',
        card: 'contact-card',
      }}
      query={contacts}
      itemId={(contact) => contact.idContacto}
      itemName={(contact) => `${contact.nombre} ${contact.apellidos}`}
      remove={remove}
      formSize="xl"
      renderDetails={(contact) => <ContactDetails contact={contact} typeNames={typeNames} />}
      renderForm={(contact, callbacks) => <ContactForm contact={contact} {...callbacks} />}
    />
  );
}
