import { ERRORS, REQUEST_TIMEOUT_MS } from '@ai4n/shared';
import { API_BASE, ApiError, httpError, parseBody } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { adminToken, noteAdminFailure } from './admin-session';

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Downloads an admin file (exports, templates) with the bearer token and saves it under the server's name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = adminToken();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) {
    const error = httpError(response.status, response.statusText, parseBody(await response.text()));
    noteAdminFailure(error);
    throw error;
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  downloadBlob(await response.blob(), name);
  return name;
}

export interface Progress {
  phase: 'uploading' | 'processing';
  /** 0-100 while uploading. */
  percent: number;
}

/**
 * Sends a body with upload progress (fetch cannot report it), then waits for the server's answer.
 * Errors follow the API client's rules: the server's message, else the status text.
 */
export function uploadWithProgress<T>(
  path: string,
  body: Blob | FormData | string,
  contentType: string | null,
  onProgress: (p: Progress) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    const token = adminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    // Large imports take longer than one ordinary request.
    xhr.timeout = REQUEST_TIMEOUT_MS * 8;
    xhr.upload.onprogress = (e) =>
      onProgress({ phase: 'uploading', percent: e.lengthComputable ? Math.round((e.loaded / e.total) * 100) : 0 });
    xhr.upload.onload = () => onProgress({ phase: 'processing', percent: 100 });
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        const error = httpError(xhr.status, xhr.statusText, data);
        noteAdminFailure(error);
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(ERRORS.network, { retryable: true }));
    xhr.ontimeout = () => reject(new ApiError(ERRORS.timeout, { timeout: true }));
    xhr.send(body);
  });
}
