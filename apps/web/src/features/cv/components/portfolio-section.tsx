import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { cvCalls, isValidUrl, PORTFOLIO_MAX_BYTES, type Cv } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { useCvEdit } from '../api/edit-cv.ts';
import { saveProblemOf } from '../lib/server-errors.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { CvSection, EditButton, FormFooter } from './cv-section.tsx';
import { ExternalLink } from './field-list.tsx';
import { DocumentList } from './documents-section.tsx';

/** Portfolio: an http(s) link, or a file up to 2 MB (a larger one must be given as a link). */
export function PortfolioSection({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLDivElement>(editor.editing);
  const save = useCvEdit(cvCalls.editPortfolioLink);
  const upload = useCvEdit(cvCalls.addPortfolioDocument);
  const [link, setLink] = useState('');
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const files = cv.documentos.filter((d) => d.idTipoDocumento === 7);
  const send = async (file: File | null) => {
    if (file === null) {
      return;
    }
    setFileMessage(null);
    if (file.size > PORTFOLIO_MAX_BYTES) {
      setFileMessage(t('errors.portfolioTooLarge'));
      return;
    }
    const ficheroB64ParaAltas = await readAsBase64(file);
    upload.mutate(
      { nombre: file.name, extension_adjunto: extensionOf(file.name), ficheroB64ParaAltas },
      {
        onError: (error) => {
          const problem = saveProblemOf(error, t('errors.saveFailed'));
          setFileMessage(
            problem.fields.ficheroB64ParaAltas ??
              problem.fields.extension_adjunto ??
              problem.general,
          );
        },
      },
    );
  };
  return (
    <CvSection
      seccion="portfolio"
      area={area}
      title={t('sections.portfolio')}
      action={
        editor.editing ? null : (
          <EditButton
            label={t('actions.editSection', { section: t('fields.enlacePortfolio') })}
            onClick={() => {
              setLink(cv.enlacePortfolio ?? '');
              editor.open();
            }}
          />
        )
      }
    >
      <Stack gap="sm">
        {editor.editing ? (
          <form
            noValidate
            aria-label={t('fields.enlacePortfolio')}
            onSubmit={(event) => {
              event.preventDefault();
              if (link.trim() !== '' && !isValidUrl(link)) {
                editor.refuse({ enlace: t('errors.url') });
                return;
              }
              save.mutate(
                { enlace: link.trim() === '' ? null : link.trim() },
                { onSuccess: editor.close, onError: editor.fail },
              );
            }}
          >
            <Stack gap="sm">
              <TextInput
                id="cv-field-enlacePortfolio"
                label={t('fields.enlacePortfolio')}
                type="url"
                placeholder="https://"
                value={link}
                onChange={(e) => {
                  setLink(e.currentTarget.value);
                }}
                error={editor.problem.fields.enlace}
              />
              <FormFooter
                saving={save.isPending}
                onCancel={editor.close}
                general={editor.problem.general}
              />
            </Stack>
          </form>
        ) : (
          <Text data-testid="cv-portfolio-link">
            {cv.enlacePortfolio === null ? (
              t('portfolio.noLink')
            ) : (
              <ExternalLink href={cv.enlacePortfolio} />
            )}
          </Text>
        )}
        <DocumentList documents={files} emptyText={t('portfolio.noFiles')} />
        <Group gap="xs">
          <FileButton
            onChange={(file) => {
              void send(file);
            }}
          >
            {(props) => (
              <Button size="xs" variant="default" loading={upload.isPending} {...props}>
                {t('portfolio.addFile')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('portfolio.fileHint')}
          </Text>
        </Group>
        {fileMessage !== null && (
          <Text
            size="sm"
            c="var(--mantine-color-error)"
            role="alert"
            data-testid="cv-portfolio-error"
          >
            {fileMessage}
          </Text>
        )}
      </Stack>
    </CvSection>
  );
}
