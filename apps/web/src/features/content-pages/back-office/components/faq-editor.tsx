import { fieldErrorsOf } from '../../../../lib/field-error-text.ts';
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type ContentLanguage, type FaqAudience, type StaffFaqItem } from '@portal/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DoneAlert, EditorModal } from '../../../../components/content-editor/editor-modal.tsx';
import { useEditorState } from '../../../../components/content-editor/editor-state.ts';
import { ListTable } from '../../../../components/list-kit/index.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import { Section } from '../../../../components/section.tsx';
import {
  useDeleteFaq,
  useOrderFaq,
  useSaveFaq,
  useStaffFaq,
} from '../../../../lib/queries/staff-content.ts';
import { EditorField, LanguageChoice } from './content-editor-fields.tsx';
import { FormActions, SaveError } from '../../../../components/content-editor/form-bits.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';

export function FaqEditor() {
  const { t } = useTranslation('staffContent');
  const [rol, setRol] = useState<FaqAudience>('alumno');
  const [idioma, setIdioma] = useState<ContentLanguage>('es');
  const query = useStaffFaq({ rol, idioma });
  const order = useOrderFaq();
  const remove = useDeleteFaq();
  const editor = useEditorState<StaffFaqItem>();
  const { removing, setDone } = editor;

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
        <Button onClick={editor.startNew} data-testid="faq-new">
          {t('faq.new')}
        </Button>
      </Group>
      <DoneAlert text={editor.done} testId="faq-done" />
      <SaveError error={order.error} />
      <QueryState query={query} emptyText={t('faq.empty')}>
        {(list) => (
          <ListTable
            testId="faq-table"
            rows={list}
            rowKey={(item) => item.idPregunta}
            rowTestId={() => 'faq-row'}
            columns={[
              {
                key: 'orden',
                header: t('faq.order'),
                cell: (item) => list.indexOf(item) + 1,
                cellStyle: { width: 60 },
              },
              { key: 'pregunta', header: t('faq.question'), cell: (item) => item.pregunta },
              {
                key: 'acciones',
                header: t('columns.actions'),
                cell: (item) => {
                  const index = list.indexOf(item);
                  return (
                    <RowActions
                      title={item.pregunta}
                      nowrap
                      onEdit={() => {
                        editor.edit(item);
                      }}
                      onDelete={() => {
                        editor.askRemove(item);
                      }}
                    >
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
                    </RowActions>
                  );
                },
              },
            ]}
          />
        )}
      </QueryState>
      <EditorModal
        editing={editor.editing}
        onClose={editor.closeEditor}
        newTitle={t('faq.new')}
        editTitle={t('faq.edit')}
      >
        {(item) => (
          <FaqForm
            item={item}
            rol={rol}
            idioma={idioma}
            onDone={(saved) => {
              editor.saved(t('faq.saved', { question: saved.pregunta }));
            }}
            onCancel={editor.closeEditor}
          />
        )}
      </EditorModal>
      <ConfirmDialog
        opened={removing !== null}
        onClose={editor.closeRemove}
        title={t('faq.deleteTitle')}
        body={t('faq.deleteConfirm', { question: removing?.pregunta ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        danger
        testId="faq-delete"
        onConfirm={() => {
          if (removing) {
            remove.mutate(removing.idPregunta, {
              onSuccess: () => {
                editor.removed(t('faq.deleted', { question: removing.pregunta }));
              },
            });
          }
        }}
      >
        <SaveError error={remove.error} />
      </ConfirmDialog>
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
