import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { helpQuestions, sectionAnchor } from '../lib/sections.ts';

/** `/ayuda` (brand `hashelp`): the candidate's frequently asked questions and the contact address. */
export default function HelpPage() {
  const { t } = useTranslation('contentPages');
  const brand = useBrand();
  const faqId = sectionAnchor('ayuda', 'preguntas');
  const contactId = sectionAnchor('ayuda', 'contacto');
  return (
    <PageFrame>
      <Text>{t('help.lead')}</Text>
      <Stack gap="xs" component="section" aria-labelledby={faqId}>
        <Title order={2} size="h3" id={faqId}>
          {t('help.faqTitle')}
        </Title>
        <Accordion variant="default" data-testid="help-faq">
          {helpQuestions.map((key) => (
            <Accordion.Item key={key} value={key} id={sectionAnchor('ayuda', key)}>
              <Accordion.Control>{t(`help.faq.${key}.q`)}</Accordion.Control>
              <Accordion.Panel>{t(`help.faq.${key}.a`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={contactId}>
        <Title order={2} size="h3" id={contactId}>
          {t('help.contactTitle')}
        </Title>
        <Text>
          {t('help.contactText', { university: brand.universidad })}{' '}
          <Anchor href={`mailto:${brand.emailContactoConvenios}`} underline="always">
            {brand.emailContactoConvenios}
          </Anchor>
        </Text>
      </Stack>
    </PageFrame>
  );
}
