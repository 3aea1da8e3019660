import { Input, SegmentedControl } from '@mantine/core';
import { LazyRichTextEditor } from '../../../../components/lazy-rich-text-editor.tsx';
import { type ContentLanguage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export function LanguageChoice(props: {
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
export function EditorField(props: {
  id: string;
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
  headings: 'sections' | 'subheadings';
  testId: string;
}) {
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
      <LazyRichTextEditor
        id={props.id}
        testId={props.testId}
        value={props.value}
        onChange={props.onChange}
        labelledBy={`${props.id}-label`}
        {...(props.error ? { describedBy: `${props.id}-error` } : {})}
        invalid={props.error !== undefined}
        headings={props.headings}
      />
    </Input.Wrapper>
  );
}
