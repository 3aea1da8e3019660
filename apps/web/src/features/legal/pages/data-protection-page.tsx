import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { WrittenInSpanish } from '../../../components/written-in-spanish.tsx';
import { usePrivacyText } from '../api/get-privacy-text.ts';

/** /proteccion-de-datos: the current data-protection text, as accepted at login. */
export default function DataProtectionPage() {
  const { t } = useTranslation('legal');
  const query = usePrivacyText();
  return (
    <PageFrame size="md">
      <QueryState
        query={query}
        emptyText={t('dataProtection.empty')}
        isEmpty={(data) => data.texto === ''}
      >
        {(data) => (
          <>
            <WrittenInSpanish>
              <Text fw={600}>{data.textoCortoRGPD}</Text>
              <SafeHtml html={data.texto} className="rich-text" />
            </WrittenInSpanish>
            <Text size="sm" c="dimmed">
              {t('dataProtection.version', { version: data.version })}
            </Text>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
