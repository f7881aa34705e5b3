import { ApiError, authHeaders } from '../../../platform/http/client';

export interface ExportInput {
  apiName: string;
  header: Record<string, string>;
  fileName: string;
  query: string;
  sort?: string;
}

/** POST /graphql/export → an .xlsx download of every row of the filter. */
export async function exportToFile(input: ExportInput): Promise<void> {
  const res = await fetch('/graphql/export', {
    method: 'POST',
    headers: { ...authHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!res.ok) {
    let message = `HTTP ${res.status}`;
    try {
      const body = (await res.json()) as { errors?: string; message?: string };
      message = body.errors ?? body.message ?? message;
    } catch {
      /* not JSON */
    }
    throw new ApiError(message, 'http', res.status, undefined);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${input.fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
