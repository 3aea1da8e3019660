import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ManagementContact } from '@portal/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useDeleteContact } from '../api/delete-contact.ts';
import { useContacts } from '../api/get-contacts.ts';
import { useContactTypes } from '../api/get-reference-lists.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ContactForm } from './contact-form.tsx';

type Editing = { contact: ManagementContact | null } | null;
type Done = 'added' | 'saved' | 'deleted' | null;

function ContactCard({
  contact,
  typeNames,
  onEdit,
  onDelete,
}: {
  contact: ManagementContact;
  typeNames: Map<number, string>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('company');
  const name = `${contact.nombre} ${contact.apellidos}`;
  return (
    <Card withBorder component="li" data-testid="contact-card">
      <Stack gap={4}>
        <Text fw={700}>{name}</Text>
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
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            onClick={onEdit}
            aria-label={t('contacts.editNamed', { name })}
          >
            {t('form.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={t('contacts.deleteNamed', { name })}
          >
            {t('form.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The company's management contacts: list, add, edit and delete (with confirmation). */
export function ContactsSection() {
  const { t } = useTranslation('company');
  const contacts = useContacts();
  const contactTypes = useContactTypes();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<Editing>(null);
  // On a phone the form takes the whole screen.
  const narrow = useMediaQuery('(max-width: 36em)');
  const [deleting, setDeleting] = useState<ManagementContact | null>(null);
  const [done, setDone] = useState<Done>(null);
  const typeNames = new Map((contactTypes.data ?? []).map((type) => [type.id, type.descripcion]));

  return (
    <Section
      title={t('contacts.title')}
      testId="contacts-section"
      action={
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => {
            setDone(null);
            setEditing({ contact: null });
          }}
          data-testid="contact-add"
        >
          {t('contacts.add')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('contacts.intro')}
        </Text>
        {done !== null && (
          <Alert color="green" variant="light" role="status" data-testid="contacts-done">
            {t(`contacts.${done}`)}
          </Alert>
        )}
        <QueryState query={contacts} emptyText={t('contacts.empty')}>
          {(list) => (
            <SimpleGrid
              cols={{ base: 1, md: 2 }}
              component="ul"
              aria-label={t('contacts.title')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {list.map((contact) => (
                <ContactCard
                  key={contact.idContacto}
                  contact={contact}
                  typeNames={typeNames}
                  onEdit={() => {
                    setDone(null);
                    setEditing({ contact });
                  }}
                  onDelete={() => {
                    setDone(null);
                    setDeleting(contact);
                  }}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        title={editing?.contact ? t('contacts.edit') : t('contacts.add')}
        size="xl"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {editing !== null && (
          <ContactForm
            contact={editing.contact}
            onCancel={() => {
              setEditing(null);
            }}
            onSaved={() => {
              setDone(editing.contact === null ? 'added' : 'saved');
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('contacts.deleteTitle')}
        body={t('contacts.deleteBody', {
          name: deleting === null ? '' : `${deleting.nombre} ${deleting.apellidos}`,
        })}
        confirmLabel={t('form.delete')}
        loading={remove.isPending}
        onClose={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting === null) {
            return;
          }
          remove.mutate(deleting.idContacto, {
            onSuccess: () => {
              setDeleting(null);
              setDone('deleted');
            },
          });
        }}
      />
    </Section>
  );
}
