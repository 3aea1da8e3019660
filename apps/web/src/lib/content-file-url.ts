import { contentFileRefs } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchFile } from './download.ts';

// The zod-free call reference: guide cards show on the signed-in home, whose first paint loads no
// schema library (README, web bundle).
const signedInPrefix = contentFileRefs.file.path.replace(':clave', '');

/** Whether an address is a content file served only with the session's token (guides). */
export const needsSession = (url: string | null): boolean =>
  url?.startsWith(signedInPrefix) === true;

/**
 * The address to put in an <img>: as it is, or (a guide's image, served only with the session's
 * token) an object URL of the bytes fetched with it.
 */
export function useContentImage(url: string | null): string | null {
  const privateFile = needsSession(url);
  const image = useQuery({
    queryKey: ['content-file', url],
    enabled: privateFile,
    staleTime: Infinity,
    meta: { errorBanner: false },
    queryFn: async () => (await fetchFile(url ?? '', 'imagen')).blob,
  });
  const objectUrl = useMemo(
    () => (privateFile && image.data ? URL.createObjectURL(image.data) : null),
    [privateFile, image.data],
  );
  useEffect(
    () => () => {
      if (objectUrl !== null) {
        URL.revokeObjectURL(objectUrl);
      }
    },
    [objectUrl],
  );
  return privateFile ? objectUrl : url;
}
