/**
 * Spec 00 §2 watermark: the staff real name (or user name) plus the last 5 characters of the staff id,
 * with the product brand text; canvas 250×100, rotated −20°, 12 px font, very faint.
 */
export const WATERMARK = { width: 250, height: 100, rotateDeg: -20, fontPx: 12, alpha: 0.06 } as const;

export function watermarkLines(staff: { realName?: string | null; userName?: string | null; id: string }, brand: string): [string, string] {
  const who = (staff.realName && staff.realName.trim()) || staff.userName || '';
  return [`${who} ${staff.id.slice(-5)}`.trim(), brand];
}
