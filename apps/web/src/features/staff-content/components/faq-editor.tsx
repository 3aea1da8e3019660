import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { type ContentLanguage, type FaqAudience, type StaffFaqItem } from '@portal/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import {
  fieldErrorsOf,
  useDeleteFaq,
  useOrderFaq,
  useSaveFaq,
  useStaffFaq,
} from '../api/staff-content.ts';
import { EditorField, LanguageChoice } from './content-editor-fields.tsx';
import { FormActions, SaveError } from './form-bits.tsx';

export function FaqEditor() {
  const { t } = useTranslation('staffContent');
  const [rol, setRol] = useState<FaqAudience>('alumno');
  const [idioma, setIdioma] = useState<ContentLanguage>('es');
  const query = useStaffFaq({ rol, idioma });
  const order = useOrderFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<StaffFaqItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffFaqItem | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const move = (list: StaffFaqItem[], index: number, delta: -1 | 1) => {
    const ids = list.map((q) => q.idPregunta);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) {
      return;
    }
    ids.splice(index + delta, 0, moved);
    setDone(null);
    order.mutate(
      { rol, idioma, ids },
      {
        onSuccess: () => {
          setDone(t('faq.ordered'));
        },
      },
    );
  };

  return (
    <Section title={t('faq.title')} testId="faq-section">
      <Text size="sm">{t('faq.intro')}</Text>
      <Group justify="space-between">
        <Group>
          <SegmentedControl
            aria-label={t('faq.audience')}
            value={rol}
            onChange={(value) => {
              setDone(null);
              setRol(value === 'empresa' ? 'empresa' : 'alumno');
            }}
            data={[
              { value: 'alumno', label: t('faq.audiences.alumno') },
              { value: 'empresa', label: t('faq.audiences.empresa') },
            ]}
            data-testid="faq-audience"
          />
          <LanguageChoice
            value={idioma}
            onChange={(value) => {
              setDone(null);
              setIdioma(value);
            }}
            testId="faq-language"
          />
        </Group>
        <Button
          onClick={() => {
            setDone(null);
            setEditing('new');
          }}
          data-testid="faq-new"
        >
          {t('faq.new')}
        </Button>
      </Group>
      {done !== null && (
        <Alert color="green" variant="light" role="status" data-testid="faq-done">
          {done}
        </Alert>
      )}
      <SaveError error={order.error} />
      <QueryState query={query} emptyText={t('faq.empty')}>
        {(list) => (
          <Table striped withTableBorder data-testid="faq-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('faq.order')}</Table.Th>
                <Table.Th>{t('faq.question')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((item, index) => (
                <Table.Tr key={item.idPregunta} data-testid="faq-row">
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{item.pregunta}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        aria-label={t('faq.up', { question: item.pregunta })}
                        disabled={index === 0 || order.isPending}
                        onClick={() => {
                          move(list, index, -1);
                        }}
                      >
                        <IconArrowUp size={16} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        aria-label={t('faq.down', { question: item.pregunta })}
                        disabled={index === list.length - 1 || order.isPending}
                        onClick={() => {
                          move(list, index, 1);
                        }}
                      >
                        <IconArrowDown size={16} aria-hidden="true" />
                      </ActionIcon>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('actions.editOne', { title: item.pregunta })}
                        onClick={() => {
                          setDone(null);
                          setEditing(item);
                        }}
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('actions.deleteOne', { title: item.pregunta })}
                        onClick={() => {
                          setDone(null);
                          setRemoving(item);
                        }}
                      >
                        {t('actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <Modal
        closeButtonProps={{ 'aria-label': t('form.close') }}
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        title={editing === 'new' ? t('faq.new') : t('faq.edit')}
        size="lg"
      >
        {editing !== null && (
          <FaqForm
            item={editing === 'new' ? null : editing}
            rol={rol}
            idioma={idioma}
            onDone={(item) => {
              setEditing(null);
              setDone(t('faq.saved', { question: item.pregunta }));
            }}
            onCancel={() => {
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('form.close') }}
        opened={removing !== null}
        onClose={() => {
          setRemoving(null);
        }}
        title={t('faq.deleteTitle')}
      >
        <Stack>
          <Text>{t('faq.deleteConfirm', { question: removing?.pregunta ?? '' })}</Text>
          <SaveError error={remove.error} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setRemoving(null);
              }}
            >
              {t('form.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="faq-delete-confirm"
              onClick={() => {
                if (removing) {
                  remove.mutate(removing.idPregunta, {
                    onSuccess: () => {
                      setDone(t('faq.deleted', { question: removing.pregunta }));
                      setRemoving(null);
                    },
                  });
                }
              }}
            >
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}

export function FaqForm(props: {
  item: StaffFaqItem | null;
  rol: FaqAudience;
  idioma: ContentLanguage;
  onDone: (item: StaffFaqItem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const id = useId();
  const [pregunta, setPregunta] = useState(props.item?.pregunta ?? '');
  const [respuesta, setRespuesta] = useState(props.item?.respuesta ?? '');
  const save = useSaveFaq();
  const errors = fieldErrorsOf(save.error);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input =
      props.item === null
        ? {
            id: null,
            body: { rol: props.rol, idioma: props.idioma, pregunta, respuesta },
          }
        : { id: props.item.idPregunta, body: { pregunta, respuesta } };
    save.mutate(input, { onSuccess: props.onDone });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="faq-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('faq.listOf', {
            audience: t(`faq.audiences.${props.rol}`),
            language: t(`pages.languages.${props.idioma}`),
          })}
        </Text>
        <TextInput
          label={t('faq.question')}
          value={pregunta}
          onChange={(e) => {
            setPregunta(e.currentTarget.value);
          }}
          error={errors.pregunta}
          required
          maxLength={300}
          data-testid="faq-question"
        />
        <EditorField
          id={`${id}-answer`}
          label={t('faq.answer')}
          value={respuesta}
          onChange={setRespuesta}
          error={errors.respuesta}
          headings="subheadings"
          testId="faq-answer"
        />
        <SaveError error={Object.keys(errors).length === 0 ? save.error : null} />
        <FormActions onCancel={props.onCancel} saving={save.isPending} testId="faq-save" />
      </Stack>
    </form>
  );
}
