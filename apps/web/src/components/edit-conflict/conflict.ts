import { ApiError } from '../../platform/http/client';

/** The `conflict` of a stale-version 409 (server: platform/versioning). */
export interface VersionConflict {
  entity: string;
  entityId: string;
  yourVersion: number;
  version: number;
  changedBy: string | null;
  changedById: string | null;
  changedAt: number | null;
  /** The record's current values of the fields the form edits (same names as the form's). */
  current: Record<string, unknown>;
}

/** The conflict carried by a failed save, or null when the failure is something else. */
export function conflictOf(error: unknown): VersionConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { conflict?: VersionConflict } | undefined;
  return body?.conflict && typeof body.conflict.version === 'number' ? body.conflict : null;
}
