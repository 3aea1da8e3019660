import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  cvCalls,
  languageLevels,
  validationMessages,
  type Cv,
  type CvLanguage,
  type LanguageLevel,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCvEdit } from '../api/edit-cv.ts';
import { useLanguages } from '../api/get-cv-lists.ts';
import type { SaveProblem } from '../lib/server-errors.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { CvEntries, EntryActions } from './cv-entries.tsx';
import { FormFooter } from './cv-section.tsx';
import { itemText, nameInList } from '../../../lib/reference-lists.ts';

const isLevel = (value: string | null): value is LanguageLevel =>
  value !== null && (languageLevels as readonly string[]).includes(value);

interface LanguageFormProps {
  language: CvLanguage | null;
  taken: number[];
  saving: boolean;
  problem: SaveProblem;
  onRefuse: (fields: Record<string, string>) => void;
  onSubmit: (values: {
    idIdioma: number;
    nivel: LanguageLevel;
    certificado: string | null;
  }) => void;
  onCancel: () => void;
}

function LanguageForm({
  language,
  taken,
  saving,
  problem,
  onRefuse,
  onSubmit,
  onCancel,
}: LanguageFormProps) {
  const { t, i18n } = useTranslation('cv');
  const languages = useLanguages();
  const [idIdioma, setIdIdioma] = useState<string | null>(
    language === null ? null : String(language.idIdioma),
  );
  const [nivel, setNivel] = useState<string | null>(language?.nivel ?? null);
  const [certificado, setCertificado] = useState(language?.certificado ?? '');
  const options = useMemo(
    () =>
      (languages.data ?? [])
        .filter((l) => language !== null || !taken.includes(l.id))
        .map((l) => ({ value: String(l.id), label: itemText(l, i18n.language) })),
    [languages.data, language, taken, i18n.language],
  );
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (idIdioma === null) {
      found.idIdioma = validationMessages.required.mensaje;
    }
    if (!isLevel(nivel)) {
      found.nivel = validationMessages.required.mensaje;
    }
    if (idIdioma === null || !isLevel(nivel)) {
      onRefuse(found);
      return;
    }
    onSubmit({
      idIdioma: Number(idIdioma),
      nivel,
      certificado: certificado.trim() === '' ? null : certificado,
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={language === null ? t('languages.add') : t('languages.edit')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('fields.idioma')}
            required
            searchable
            disabled={language !== null}
            data={options}
            value={idIdioma}
            onChange={setIdIdioma}
            error={problem.fields.idIdioma}
          />
          <Select
            label={t('fields.nivel')}
            required
            data={languageLevels.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
            value={nivel}
            onChange={setNivel}
            error={problem.fields.nivel}
          />
          <TextInput
            label={t('fields.certificado')}
            value={certificado}
            onChange={(e) => {
              setCertificado(e.currentTarget.value);
            }}
            error={problem.fields.certificado}
          />
        </SimpleGrid>
        <FormFooter saving={saving} onCancel={onCancel} general={problem.general} />
      </Stack>
    </form>
  );
}

/** Languages (addIdioma, editIdioma, delIdioma): CEFR level and an optional certificate. */
export function LanguagesSection({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const adder = useSectionEditor();
  const add = useCvEdit(cvCalls.addLanguage);
  const taken = cv.idiomas.map((l) => l.idIdioma);
  return (
    <CvEntries
      seccion="idiomas"
      title={t('sections.idiomas')}
      addLabel={t('languages.add')}
      adding={adder.editing}
      onAdd={adder.open}
      addForm={
        <LanguageForm
          language={null}
          taken={taken}
          saving={add.isPending}
          problem={adder.problem}
          onRefuse={adder.refuse}
          onCancel={adder.close}
          onSubmit={(values) => {
            add.mutate(values, { onSuccess: adder.close, onError: adder.fail });
          }}
        />
      }
      entries={cv.idiomas}
      entry={(language) => <LanguageItem language={language} />}
      emptyText={t('languages.none')}
    />
  );
}

function LanguageItem({ language }: { language: CvLanguage }) {
  const { t, i18n } = useTranslation('cv');
  const languages = useLanguages();
  const name = nameInList(languages.data, language.idIdioma, language.idioma, i18n.language);
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLLIElement>(editor.editing);
  const edit = useCvEdit(cvCalls.editLanguage);
  const remove = useCvEdit(cvCalls.deleteLanguage);
  if (editor.editing) {
    return (
      <li ref={area}>
        <LanguageForm
          language={language}
          taken={[]}
          saving={edit.isPending}
          problem={editor.problem}
          onRefuse={editor.refuse}
          onCancel={editor.close}
          onSubmit={({ nivel, certificado }) => {
            edit.mutate(
              { id: language.id, nivel, certificado },
              { onSuccess: editor.close, onError: editor.fail },
            );
          }}
        />
      </li>
    );
  }
  const level = isLevel(language.nivel) ? t(`levels.${language.nivel}`) : language.nivel;
  return (
    <li ref={area} data-testid="cv-language">
      <Group className="cv-entry-row" justify="space-between" wrap="nowrap">
        <Text>
          <Text span fw={600}>
            {name}
          </Text>{' '}
          · {level}
          {language.certificado === null ? '' : ` · ${language.certificado}`}
        </Text>
        <EntryActions
          name={name}
          onEdit={editor.open}
          deleting={remove.isPending}
          onDelete={() => {
            remove.mutate({ id: language.id });
          }}
        />
      </Group>
    </li>
  );
}
