import { ApiError, apiHeaders } from '../api/client.ts';

export type ExportFormat = 'csv' | 'xlsx';

const FILENAME = /filename="([^"]+)"/;

/**
 * Fetches an export with the session cookie and the API headers (its labels come in the
 * operator's language), reporting progress (0-100) as the body arrives,
 * then hands the file to the browser as a download.
 */
export async function downloadExport(href: string, onProgress: (percent: number) => void): Promise<void> {
  const response = await fetch(href, {
    credentials: 'same-origin',
    headers: apiHeaders(),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? response.statusText);
  }
  const length = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (length) onProgress(Math.min(100, Math.round((received / length) * 100)));
  }
  const name = FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? '' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
