import { contentPageCalls, type ContentLanguage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export const contentPageKeys = {
  all: ['content-pages'] as const,
  orientation: (idioma: ContentLanguage) =>
    [...contentPageKeys.all, 'orientation', idioma] as const,
  help: (role: string, idioma: ContentLanguage) =>
    [...contentPageKeys.all, 'help', role, idioma] as const,
};

/** The language of the interface as the content calls name it. */
function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('en') ? 'en' : 'es';
}

/** dameOrientacionLaboral in the interface's language. */
export function useOrientationPage() {
  const idioma = useContentLanguage();
  return useQuery({
    queryKey: contentPageKeys.orientation(idioma),
    queryFn: ({ signal }) => callApi(contentPageCalls.orientation, { query: { idioma }, signal }),
  });
}

/** dameAyuda of the signed-in role (the company's FAQ or the candidates'). */
export function useHelpPage() {
  const idioma = useContentLanguage();
  const role = useSession()?.role === 'empresa' ? 'empresa' : 'alumno';
  return useQuery({
    queryKey: contentPageKeys.help(role, idioma),
    queryFn: ({ signal }) =>
      callApi(role === 'empresa' ? contentPageCalls.companyHelp : contentPageCalls.candidateHelp, {
        query: { idioma },
        signal,
      }),
  });
}
