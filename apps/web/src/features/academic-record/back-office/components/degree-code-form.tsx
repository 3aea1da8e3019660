import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../../lib/field-error-text.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import { useDegrees, useSaveDegreeCode, type RecordDegreeCode } from '../api/academic-record.ts';
import { referenceOptions } from '../../../../lib/reference-lists.ts';

export interface DegreeCodeDraft {
  codigo: string;
  idTitulacion: string | null;
}

export const emptyDraft: DegreeCodeDraft = { codigo: '', idTitulacion: null };

/**
 * Adds a degree code or changes the portal degree of one (same code): the code as the record
 * writes it and the degree chosen from the portal's list. Errors show after the first submit.
 */
export function DegreeCodeForm({
  draft,
  onDraft,
  onSaved,
}: {
  draft: DegreeCodeDraft;
  onDraft: (draft: DegreeCodeDraft) => void;
  onSaved: (saved: RecordDegreeCode) => void;
}) {
  const { t, i18n } = useTranslation('staffRecord');
  const degrees = useDegrees();
  const save = useSaveDegreeCode();
  const [errors, setErrors] = useState<{ codigo?: string; idTitulacion?: string }>({});
  const options = useMemo(
    () => referenceOptions(degrees.data, i18n.language),
    [degrees.data, i18n.language],
  );

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const codigo = draft.codigo.trim();
    const found = {
      ...(codigo === '' ? { codigo: t('codes.codeRequired') } : {}),
      ...(draft.idTitulacion === null ? { idTitulacion: t('codes.degreeRequired') } : {}),
    };
    setErrors(found);
    if (found.codigo !== undefined || draft.idTitulacion === null) {
      document.getElementById(found.codigo !== undefined ? 'code-codigo' : 'code-degree')?.focus();
      return;
    }
    save.mutate(
      { codigo, idTitulacion: Number(draft.idTitulacion) },
      {
        onSuccess: (codes) => {
          const saved = codes.find((c) => c.codigo === codigo);
          onDraft(emptyDraft);
          if (saved !== undefined) {
            onSaved(saved);
          }
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields === null) {
            showCallError(error);
            return;
          }
          setErrors({
            ...(fields.codigo === undefined ? {} : { codigo: fields.codigo }),
            ...(fields.idTitulacion === undefined ? {} : { idTitulacion: fields.idTitulacion }),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('codes.formTitle')} data-testid="code-form">
      <Group align="flex-start" gap="sm">
        <TextInput
          id="code-codigo"
          label={t('codes.codigo')}
          description={t('codes.codigoHint')}
          required
          maxLength={40}
          value={draft.codigo}
          error={errors.codigo}
          onChange={(event) => {
            onDraft({ ...draft, codigo: event.currentTarget.value });
          }}
          w={220}
          data-testid="code-codigo"
        />
        <Select
          id="code-degree"
          label={t('codes.titulacion')}
          description={t('codes.titulacionHint')}
          required
          searchable
          nothingFoundMessage={t('codes.noDegree')}
          data={options}
          value={draft.idTitulacion}
          error={errors.idTitulacion}
          onChange={(value) => {
            onDraft({ ...draft, idTitulacion: value });
          }}
          w={{ base: '100%', sm: 420 }}
          data-testid="code-degree"
        />
        <Button type="submit" mt={46} loading={save.isPending} data-testid="code-save">
          {t('codes.save')}
        </Button>
      </Group>
    </form>
  );
}
