import { Codes } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

export interface PrivateFile {
  blob: Blob;
  /** The file name the server gives (content-disposition), or null. */
  nombre: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? null;
}

/**
 * GETs a file only its owner may read (`/api/...` with the bearer token). An envelope answer is
 * an error (its code); a network failure is 500.
 */
export async function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<PrivateFile> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') {
      throw cause;
    }
    throw new ApiError({ status: Codes.SERVICE_UNAVAILABLE, mensaje: null, httpStatus: 0 });
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
    let status: number = Codes.SERVICE_UNAVAILABLE;
    let mensaje: string | null = null;
    try {
      const body = (await response.json()) as { status?: unknown; mensaje?: unknown };
      status = typeof body.status === 'number' ? body.status : status;
      mensaje = typeof body.mensaje === 'string' ? body.mensaje : null;
    } catch {
      // not an envelope
    }
    throw new ApiError({ status, mensaje, httpStatus: response.status });
  }
  return {
    blob: await response.blob(),
    nombre: fileNameOf(response.headers.get('content-disposition')),
  };
}

/** SHA-256 of a blob, lowercase hex; null where Web Crypto is unavailable (insecure origin). */
export async function sha256Hex(blob: Blob): Promise<string | null> {
  if (typeof crypto === 'undefined' || typeof crypto.subtle === 'undefined') {
    return null;
  }
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
