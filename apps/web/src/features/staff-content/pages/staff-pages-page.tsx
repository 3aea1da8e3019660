import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  UNIVERSITY_PLACEHOLDER,
  withHeadingAnchors,
  type ContentLanguage,
  type ContentPageKey,
  type FaqAudience,
  type StaffContentPage,
  type StaffFaqItem,
} from '@portal/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { lazy, Suspense, useId, useMemo, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Section } from '../../../components/section.tsx';
import { useBrand } from '../../../lib/brand.ts';
import {
  fieldErrorsOf,
  useDeleteFaq,
  useOrderFaq,
  useSaveContentPage,
  useSaveFaq,
  useStaffContentPages,
  useStaffFaq,
} from '../api/staff-content.ts';
import { dateTimeOf, FormActions, SaveError } from '../components/form-bits.tsx';

const RichTextEditor = lazy(() => import('../../../components/rich-text-editor.tsx'));

/**
 * /gestion/paginas: the labour-orientation and help pages in each language (rich text with a
 * preview of the page as readers see it, contents included) and the help FAQ of each role.
 */
export default function StaffPagesPage() {
  const { t } = useTranslation('staffContent');
  const [pagina, setPagina] = useState<ContentPageKey>('orientacion');
  const [idioma, setIdioma] = useState<ContentLanguage>('es');
  const query = useStaffContentPages();
  return (
    <PageFrame>
      <Text>{t('pages.intro', { placeholder: UNIVERSITY_PLACEHOLDER })}</Text>
      <Section title={t('pages.pageTitle')} testId="content-page-section">
        <Group>
          <SegmentedControl
            aria-label={t('pages.page')}
            value={pagina}
            onChange={(value) => {
              setPagina(value === 'ayuda' ? 'ayuda' : 'orientacion');
            }}
            data={[
              { value: 'orientacion', label: t('pages.orientacion') },
              { value: 'ayuda', label: t('pages.ayuda') },
            ]}
            data-testid="content-page-choice"
          />
          <LanguageChoice value={idioma} onChange={setIdioma} testId="content-page-language" />
        </Group>
        <QueryState query={query} emptyText={t('pages.empty')} reserve={300}>
          {(pages) => (
            <PageEditor
              key={`${pagina}/${idioma}`}
              pagina={pagina}
              idioma={idioma}
              page={pages.find((p) => p.pagina === pagina && p.idioma === idioma) ?? null}
            />
          )}
        </QueryState>
      </Section>
      <FaqEditor />
    </PageFrame>
  );
}

function LanguageChoice(props: {
  value: ContentLanguage;
  onChange: (value: ContentLanguage) => void;
  testId: string;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <SegmentedControl
      aria-label={t('pages.language')}
      value={props.value}
      onChange={(value) => {
        props.onChange(value === 'en' ? 'en' : 'es');
      }}
      data={[
        { value: 'es', label: t('pages.languages.es') },
        { value: 'en', label: t('pages.languages.en') },
      ]}
      data-testid={props.testId}
    />
  );
}

/** The rich-text editor of the portal, with its label and error wired for assistive technology. */
function EditorField(props: {
  id: string;
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
  headings: 'sections' | 'subheadings';
  testId: string;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      required
      error={props.error}
      id={props.id}
      labelProps={{ id: `${props.id}-label`, htmlFor: props.id }}
      errorProps={{ id: `${props.id}-error` }}
    >
      <Suspense fallback={<Loader size="sm" aria-label={t('pages.loadingEditor')} />}>
        <RichTextEditor
          id={props.id}
          testId={props.testId}
          value={props.value}
          onChange={props.onChange}
          labelledBy={`${props.id}-label`}
          {...(props.error ? { describedBy: `${props.id}-error` } : {})}
          invalid={props.error !== undefined}
          headings={props.headings}
        />
      </Suspense>
    </Input.Wrapper>
  );
}

/** What readers will see: the university's name in place, the contents and anchored headings. */
function Preview({ html, pagina }: { html: string; pagina: ContentPageKey }) {
  const { t } = useTranslation('staffContent');
  const brand = useBrand();
  const { html: anchored, indice } = useMemo(
    () =>
      withHeadingAnchors(
        html.replaceAll(UNIVERSITY_PLACEHOLDER, brand.universidad),
        `vista-${pagina}`,
      ),
    [html, pagina, brand.universidad],
  );
  return (
    <Paper withBorder p="md" data-testid="content-page-preview">
      <Title order={3} size="h4" mb="xs">
        {t('form.preview')}
      </Title>
      {indice.length > 1 && (
        <Stack gap={2} mb="sm">
          <Text fw={700} size="sm">
            {t('pages.previewToc')}
          </Text>
          {indice.map((entry) => (
            <Text key={entry.ancla} size="sm" ml={entry.nivel === 3 ? 'md' : 0}>
              {entry.titulo}
            </Text>
          ))}
        </Stack>
      )}
      <SafeHtml html={anchored} className="rich-text content-page" />
    </Paper>
  );
}

function PageEditor(props: {
  pagina: ContentPageKey;
  idioma: ContentLanguage;
  page: StaffContentPage | null;
}) {
  const { t } = useTranslation('staffContent');
  const id = useId();
  const [contenido, setContenido] = useState(props.page?.contenido ?? '');
  const [saved, setSaved] = useState(false);
  const save = useSaveContentPage();
  const errors = fieldErrorsOf(save.error);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(
      { pagina: props.pagina, idioma: props.idioma, contenido },
      {
        onSuccess: () => {
          setSaved(true);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="content-page-form">
      <Stack gap="sm">
        <EditorField
          id={`${id}-page`}
          label={t('pages.text', {
            page: t(`pages.${props.pagina}`),
            language: t(`pages.languages.${props.idioma}`),
          })}
          description={t('pages.textHelp', { placeholder: UNIVERSITY_PLACEHOLDER })}
          value={contenido}
          onChange={(html) => {
            setSaved(false);
            setContenido(html);
          }}
          error={errors.contenido}
          headings="sections"
          testId="content-page-editor"
        />
        {props.page !== null && (
          <Text size="sm" c="dimmed" data-testid="content-page-updated">
            {props.page.actualizadaPor === null
              ? t('pages.updated', { date: dateTimeOf(props.page.actualizada) })
              : t('pages.updatedBy', {
                  date: dateTimeOf(props.page.actualizada),
                  who: props.page.actualizadaPor,
                })}
          </Text>
        )}
        <Preview html={contenido} pagina={props.pagina} />
        {saved && (
          <Alert color="green" variant="light" role="status" data-testid="content-page-saved">
            {t('pages.saved')}
          </Alert>
        )}
        <SaveError error={errors.contenido === undefined ? save.error : null} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="content-page-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FaqEditor() {
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

function FaqForm(props: {
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
