import {
  callUrl,
  Codes,
  isFileResponse,
  type CallInput,
  type CallResult,
  type CallSpec,
} from '@portal/contracts';
import { ApiError } from './api-client.ts';
import { getToken } from './session.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

interface EnvelopeLike {
  status: number;
  mensaje: string | null;
  datos: unknown;
}

function isEnvelopeLike(value: unknown): value is EnvelopeLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'datos' in value
  );
}

/** A file sent as the request body itself (not JSON), with its type and any other headers. */
export interface RawUpload {
  body: Blob;
  contentType: string;
  headers?: Readonly<Record<string, string>>;
}

/**
 * Makes a declared call with XMLHttpRequest so the upload reports real progress (fetch has no
 * upload progress events): the input's JSON body, or `raw`, a file as the whole body. Unwraps the
 * envelope like callApi: `datos` parsed by the call's response schema on status 0, else ApiError.
 */
export function postWithProgress<C extends CallSpec>(
  call: C,
  input: CallInput<C>,
  onProgress: (progress: UploadProgress) => void,
  raw?: RawUpload,
): Promise<CallResult<C>> {
  const response = call.response;
  if (isFileResponse(response)) {
    throw new Error(`${call.path} answers a file`);
  }
  return new Promise<CallResult<C>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, callUrl(call, input));
    xhr.setRequestHeader('content-type', raw?.contentType ?? 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(raw?.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    const token = getToken();
    if (token !== null) {
      xhr.setRequestHeader('authorization', `Bearer ${token}`);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) {
        onProgress({ loaded: event.loaded, total: event.total });
      }
    });
    if (raw) {
      // A small file may send no progress event before it is all sent.
      xhr.upload.addEventListener('load', () => {
        onProgress({ loaded: raw.body.size, total: raw.body.size });
      });
    }
    xhr.addEventListener('error', () => {
      reject(
        new ApiError({
          status: Codes.SERVICE_UNAVAILABLE,
          mensaje: null,
          httpStatus: 0,
          network: true,
        }),
      );
    });
    xhr.addEventListener('load', () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText) as unknown;
      } catch {
        parsed = null;
      }
      if (!isEnvelopeLike(parsed)) {
        reject(
          new ApiError({
            status: Codes.SERVICE_UNAVAILABLE,
            mensaje: null,
            httpStatus: xhr.status,
          }),
        );
        return;
      }
      if (parsed.status !== Codes.SUCCESS) {
        reject(
          new ApiError({
            status: xhr.status >= 500 ? Codes.SERVICE_UNAVAILABLE : parsed.status,
            mensaje: parsed.mensaje,
            datos: parsed.datos,
            httpStatus: xhr.status,
          }),
        );
        return;
      }
      try {
        resolve(response.parse(parsed.datos) as CallResult<C>);
      } catch {
        reject(
          new ApiError({ status: Codes.GENERIC_ERROR, mensaje: null, httpStatus: xhr.status }),
        );
      }
    });
    xhr.send(raw ? raw.body : JSON.stringify(input.body));
  });
}
