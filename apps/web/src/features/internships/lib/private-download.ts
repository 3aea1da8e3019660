import { Codes } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

/** Downloads a file only its owner may read (GET with the bearer token) and saves it. */
export async function downloadPrivateFile(url: string, fallbackName: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiError({
      status: Codes.SERVICE_UNAVAILABLE,
      mensaje: null,
      httpStatus: 0,
      network: true,
    });
  }
  if (!response.ok) {
    let status: number = Codes.SERVICE_UNAVAILABLE;
    try {
      const body = (await response.json()) as { status?: unknown };
      status = typeof body.status === 'number' ? body.status : status;
    } catch {
      // not an envelope
    }
    throw new ApiError({ status, mensaje: null, httpStatus: response.status });
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 10_000);
}
