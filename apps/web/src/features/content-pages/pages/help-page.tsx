import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { useHelpPage } from '../api/content-pages.ts';
import { ContentBody } from '../components/content-body.tsx';
import { sectionAnchor } from '../lib/sections.ts';

/**
 * `/ayuda` (brand `hashelp`): the text the careers office writes, the FAQ of the reader's role
 * (candidates or companies) and the contact address of the brand.
 */
export default function HelpPage() {
  const { t } = useTranslation('contentPages');
  const brand = useBrand();
  const query = useHelpPage();
  const faqId = sectionAnchor('ayuda', 'preguntas');
  const contactId = sectionAnchor('ayuda', 'contacto');
  return (
    <PageFrame>
      <RecordState query={query} reserve={400}>
        {(page) => (
          <>
            <ContentBody
              html={page.contenido}
              indice={page.indice}
              tocTitle={t('toc')}
              testId="help-content"
            />
            <Stack gap="xs" component="section" aria-labelledby={faqId}>
              <Title order={2} size="h3" id={faqId}>
                {t('help.faqTitle')}
              </Title>
              {page.preguntas.length === 0 ? (
                <Text>{t('help.noQuestions')}</Text>
              ) : (
                <Accordion variant="default" data-testid="help-faq">
                  {page.preguntas.map((item) => (
                    <Accordion.Item
                      key={item.idPregunta}
                      value={String(item.idPregunta)}
                      id={item.ancla}
                    >
                      <Accordion.Control>{item.pregunta}</Accordion.Control>
                      <Accordion.Panel>
                        <SafeHtml html={item.respuesta} className="rich-text" />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby={contactId}>
              <Title order={2} size="h3" id={contactId}>
                {t('help.contactTitle')}
              </Title>
              <Text>
                {t('help.contactText', { university: brand.universidad })}{' '}
                <Anchor href={`mailto:${page.emailContacto}`} underline="always">
                  {page.emailContacto}
                </Anchor>
              </Text>
            </Stack>
          </>
        )}
      </RecordState>
    </PageFrame>
  );
}
