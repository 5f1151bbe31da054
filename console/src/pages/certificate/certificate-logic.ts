import { ApiError, TOKEN_KEY } from '../../api';

/** An item of GET /api/certificate/list (issue 29). */
export interface Certificate {
  id: string;
  kind: 'ENGAGEMENT' | 'ANNUAL';
  opportunityId?: string;
  opportunity?: string | null;
  vio?: string | null;
  year?: number;
  hours: number;
  period: { from: string; to: string };
  issuedAt: string;
  url: string;
}

/** GET /api/certificate/verify/:id: what a valid certificate states, or why it is not valid (nothing personal). */
export type Verification =
  | {
      valid: true;
      id: string;
      kind: 'ENGAGEMENT' | 'ANNUAL';
      name: string;
      vio: string | null;
      opportunity: string | null;
      year?: number;
      hours: number;
      period: { from: string; to: string };
      issuedAt: string;
    }
  | { valid: false; reason: 'UNKNOWN' | 'REVOKED' };

/** The file a certificate is saved as. */
export const certificateFileName = (c: Pick<Certificate, 'id' | 'kind' | 'year'>) =>
  c.kind === 'ANNUAL' && c.year ? `certificate-${c.year}-${c.id}.pdf` : `certificate-${c.id}.pdf`;

/** The PDF's address in the interface language (the server writes it in the volunteer's language otherwise). */
export const pdfPath = (c: Pick<Certificate, 'url'>, language: string) => `${c.url}?lang=${encodeURIComponent(language)}`;

/**
 * Fetches a file with the session's token (a plain link cannot send it) and saves it under `file`; a refusal is
 * thrown as the API's errors are (its JSON message).
 */
export const downloadWithToken = async (path: string, file: string) => {
  const token = localStorage.getItem(TOKEN_KEY);
  const response = await fetch(path, { headers: token ? { token, Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, body?.message);
  }
  const url = URL.createObjectURL(await response.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: file });
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};
