import { Codes } from '@portal/contracts';
import { ApiError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { getToken } from './session.ts';

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/** The name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const header = disposition ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return /filename="?([^";]+)"?/.exec(header)?.[1] ?? fallback;
}

/**
 * A file the API sends (not an envelope) with the session's token, for files only their owner may
 * read. An answer that is an envelope (an error) becomes an ApiError like any other call; a
 * cancelled query (`signal`) stays an abort.
 */
export async function fetchFile(
  url: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        // Exports write their headers in the interface's language.
        'accept-language': currentLanguage(),
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') {
      throw cause;
    }
    throw new ApiError({
      status: Codes.SERVICE_UNAVAILABLE,
      mensaje: null,
      httpStatus: 0,
      network: true,
    });
  }
  const type = response.headers.get('content-type') ?? '';
  const disposition = response.headers.get('content-disposition');
  // An envelope is JSON without a file name; a JSON file (the RGPD export) comes as an attachment.
  if (!response.ok || (type.includes('application/json') && disposition === null)) {
    const body = (await response.json().catch(() => null)) as {
      status?: unknown;
      mensaje?: unknown;
    } | null;
    throw new ApiError({
      status: typeof body?.status === 'number' ? body.status : Codes.SERVICE_UNAVAILABLE,
      mensaje: typeof body?.mensaje === 'string' ? body.mensaje : null,
      httpStatus: response.status,
    });
  }
  return {
    fileName: fileNameOf(disposition, fallbackName),
    blob: await response.blob(),
  };
}

/** Saves a file the way a download link would. */
export function saveFile(file: DownloadedFile): void {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 10_000);
}

/** Fetches a private file and saves it under `fileName`. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const { blob } = await fetchFile(url, fileName);
  saveFile({ fileName, blob });
}
