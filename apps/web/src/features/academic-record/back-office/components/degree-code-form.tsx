import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Codes, recordDegreeCodeSchema } from '@portal/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../../lib/field-error-text.ts';
import { showCallError } from '../../../../lib/query-client.ts';
import {
  useDegreeCodes,
  useDegrees,
  useSaveDegreeCode,
  type RecordDegreeCode,
} from '../api/academic-record.ts';
import { nameInList, referenceOptions } from '../../../../lib/reference-lists.ts';

export interface DegreeCodeDraft {
  codigo: string;
  idTitulacion: string | null;
  /** The code whose «Editar» filled the form: changing its degree is what was asked for. */
  editing?: string;
}

/** A code as the server keeps it (and the file's rows are matched): trimmed, upper case. */
const codeKey = (code: string) => code.trim().toUpperCase();

export const emptyDraft: DegreeCodeDraft = { codigo: '', idTitulacion: null };

/**
 * Adds a degree code or changes the portal degree of one (same code): the code as the record
 * writes it and the degree chosen from the portal's list. Errors show after the first submit.
 * Typing a code that is already mapped to another degree asks before replacing it: every later
 * import reads that code's rows as the new degree. The server asks too (126, with the mapping it
 * has) when another administrator mapped the code meanwhile.
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
  const codes = useDegreeCodes();
  const [errors, setErrors] = useState<{ codigo?: string; idTitulacion?: string }>({});
  const [replacing, setReplacing] = useState<RecordDegreeCode | null>(null);
  const confirmId = useId();
  // A degree's name in the reader's language (the list answers Spanish names).
  const nameOf = (id: number, fallback: string) =>
    nameInList(degrees.data, id, fallback, i18n.language);
  const options = useMemo(
    () => referenceOptions(degrees.data, i18n.language),
    [degrees.data, i18n.language],
  );

  const submit = (event: { preventDefault: () => void }, confirmed = false) => {
    event.preventDefault();
    setReplacing(null);
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
    const idTitulacion = Number(draft.idTitulacion);
    const existing = codes.data?.find((c) => c.codigo === codeKey(codigo));
    if (
      !confirmed &&
      existing !== undefined &&
      existing.idTitulacion !== idTitulacion &&
      existing.codigo !== draft.editing
    ) {
      setReplacing(existing);
      return;
    }
    // «Editar» on a code, or a confirmed replacement, asked for the change.
    const reemplazar =
      confirmed || (draft.editing !== undefined && existing?.codigo === draft.editing);
    save.mutate(
      { codigo, idTitulacion, reemplazar },
      {
        onSuccess: (savedCodes) => {
          const saved = savedCodes.find((c) => c.codigo === codeKey(codigo));
          onDraft(emptyDraft);
          if (saved !== undefined) {
            onSaved(saved);
          }
        },
        onError: (error) => {
          // The mapping the server has, read by the contract's own schema.
          const taken =
            isApiError(error) && error.status === Codes.RECORD_CODE_TAKEN
              ? recordDegreeCodeSchema.safeParse(error.datos)
              : null;
          if (taken?.success === true) {
            setReplacing(taken.data);
            void codes.refetch();
            return;
          }
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
      {replacing !== null && (
        <Alert
          variant="light"
          color="orange"
          mt="sm"
          role="alert"
          title={t('codes.replaceTitle', { code: replacing.codigo })}
          data-testid="code-replace"
        >
          <Stack gap="xs">
            <Text size="sm" id={confirmId}>
              {t('codes.replaceText', {
                code: replacing.codigo,
                from: nameOf(replacing.idTitulacion, replacing.titulacion),
                to: nameOf(Number(draft.idTitulacion), ''),
              })}
            </Text>
            <Group gap="sm">
              <Button
                size="sm"
                aria-describedby={confirmId}
                onClick={(event) => {
                  submit(event, true);
                }}
                data-testid="code-replace-confirm"
              >
                {t('codes.replaceConfirm')}
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => {
                  setReplacing(null);
                  document.getElementById('code-codigo')?.focus();
                }}
              >
                {t('codes.replaceCancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </form>
  );
}
