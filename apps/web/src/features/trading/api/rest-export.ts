import { ApiError, authHeaders } from '../../../platform/http/client';

/** POST a REST export call (xlsx stream) with the filter as its body and save the file. */
export async function downloadRestExport(path: string, body: Record<string, unknown>, fileName: string): Promise<void> {
  const h = authHeaders();
  const res = await fetch(`${path}${path.includes('?') ? '&' : '?'}subject=${encodeURIComponent(h.subject)}`, {
    method: 'POST',
    headers: { ...h, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, fileName }),
  });
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('spreadsheet')) {
    let message = `HTTP ${res.status}`;
    try {
      const b = (await res.json()) as { errors?: string; message?: string };
      message = b.errors ?? b.message ?? message;
    } catch {
      /* not JSON */
    }
    throw new ApiError(message, 'http', res.status, undefined);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
