import { Anchor, Group, Radio, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  documentationSectionIds,
  documentationSectionKeys,
  pathFor,
  type DocumentationSectionKey,
} from '@portal/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import {
  useAnnexes,
  useNotes,
  useProgrammeDocuments,
  type Audience,
} from '../api/company-documents.ts';
import { useAgreements } from '../api/get-agreements.ts';
import { AgreementsList } from '../components/agreements-list.tsx';
import { DocumentationFiles } from '../components/documentation-files.tsx';
import { InternshipDocuments } from '../components/internship-documents.tsx';
import { OwnDocuments } from '../components/own-documents.tsx';

function sectionOf(id: string | undefined): DocumentationSectionKey {
  return (
    documentationSectionKeys.find((key) => String(documentationSectionIds[key]) === id) ??
    'convenios'
  );
}

function AgreementsSection() {
  const { t } = useTranslation('agreements');
  const agreements = useAgreements();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('documentation.agreementsIntro')}</Text>
      <Group gap="md">
        <Anchor component={Link} to={pathFor('nuevo_convenio_colaboracion')}>
          {t('list.newAgreement')}
        </Anchor>
        <Anchor component={Link} to={pathFor('subir_convenio_firmado')}>
          {t('documentation.uploadSigned')}
        </Anchor>
      </Group>
      <QueryState query={agreements} emptyText={t('list.empty')}>
        {(list) => <AgreementsList agreements={list} />}
      </QueryState>
    </Stack>
  );
}

function AnnexesSection({ colectivo }: { colectivo: Audience }) {
  const { t } = useTranslation('agreements');
  const annexes = useAnnexes(colectivo);
  return (
    <QueryState query={annexes} emptyText={t('documentation.annexesEmpty')}>
      {(files) => <DocumentationFiles files={files} testId="annexes" />}
    </QueryState>
  );
}

function NotesSection({ colectivo }: { colectivo: Audience }) {
  const { t } = useTranslation('agreements');
  const notes = useNotes(colectivo);
  return (
    <QueryState query={notes} emptyText={t('documentation.notesEmpty')}>
      {(files) => <DocumentationFiles files={files} testId="notes" />}
    </QueryState>
  );
}

function OthersSection({ colectivo }: { colectivo: Audience }) {
  const { t } = useTranslation('agreements');
  const groups = useProgrammeDocuments(colectivo);
  return (
    <Stack gap="xl">
      <QueryState query={groups} emptyText={t('documentation.othersEmpty')}>
        {(list) => (
          <Stack gap="lg">
            {list.map((g) => (
              <Stack
                key={g.idPrograma ?? 'general'}
                gap="xs"
                component="section"
                aria-label={
                  g.programa === null
                    ? t('documentation.general')
                    : t('documentation.programme', { programa: g.programa })
                }
              >
                <Title order={2} size="h3">
                  {g.programa === null
                    ? t('documentation.general')
                    : t('documentation.programme', { programa: g.programa })}
                </Title>
                <DocumentationFiles
                  files={g.documentos}
                  testId={`others-${String(g.idPrograma ?? 'general')}`}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
      <OwnDocuments />
      <InternshipDocuments />
    </Stack>
  );
}

/**
 * /documentacion/{idTipoDocumentacion}(/estudiantes|/titulados): the four documentation sections:
 * agreements (1), internship annexes (2), training notes (3) and other documents (4),
 * which also hold the company's own uploads and its internships' documents. The suffix shows the
 * documents of students' or graduates' internships only.
 */
export default function DocumentationPage() {
  const { t } = useTranslation('agreements');
  const navigate = useNavigate();
  const params = useParams();
  const section = sectionOf(params.idTipoDocumentacion);
  const colectivo: Audience =
    params.colectivo === 'estudiantes' || params.colectivo === 'titulados'
      ? params.colectivo
      : undefined;
  const go = (next: DocumentationSectionKey, audience: Audience) => {
    void navigate(
      pathFor('documentacion', {
        idTipoDocumentacion: documentationSectionIds[next],
        ...(audience ? { colectivo: audience } : {}),
      }),
    );
  };

  return (
    <PageFrame>
      <Text>{t('documentation.intro')}</Text>
      <Radio.Group
        label={t('documentation.audience.label')}
        value={colectivo ?? 'all'}
        onChange={(value) => {
          go(section, value === 'estudiantes' || value === 'titulados' ? value : undefined);
        }}
        data-testid="audience"
      >
        <Group gap="md" mt={4}>
          <Radio value="all" label={t('documentation.audience.all')} />
          <Radio value="estudiantes" label={t('documentation.audience.estudiantes')} />
          <Radio value="titulados" label={t('documentation.audience.titulados')} />
        </Group>
      </Radio.Group>
      <Tabs
        value={section}
        onChange={(value) => {
          const next = documentationSectionKeys.find((k) => k === value);
          if (next) {
            go(next, colectivo);
          }
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('documentation.tabsLabel')}>
          {documentationSectionKeys.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`tab-${key}`}>
              {t(`documentation.sections.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="convenios" pt="md">
          <AgreementsSection />
        </Tabs.Panel>
        <Tabs.Panel value="anexos" pt="md">
          <AnnexesSection colectivo={colectivo} />
        </Tabs.Panel>
        <Tabs.Panel value="notas_informativas" pt="md">
          <NotesSection colectivo={colectivo} />
        </Tabs.Panel>
        <Tabs.Panel value="otros" pt="md">
          <OthersSection colectivo={colectivo} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
