import { Group, SegmentedControl, Text } from '@mantine/core';
import {
  UNIVERSITY_PLACEHOLDER,
  type ContentLanguage,
  type ContentPageKey,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { useStaffContentPages } from '../../../../lib/queries/staff-content.ts';
import { FaqEditor } from '../components/faq-editor.tsx';
import { PageEditor } from '../components/page-editor.tsx';
import { LanguageChoice } from '../components/content-editor-fields.tsx';

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
