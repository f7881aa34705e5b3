/** One pasted line of a batch refund: `订单号 金额 [原因]` (tab, comma or space separated). */
export interface BatchLine {
  line: number;
  outTradeNo: string;
  /** Yuan, 2 decimals, as sent. */
  amount: string;
  reason?: string;
  /** A zh/en message key of `batchRefund.*` when the line cannot be sent. */
  error?: 'amountFormat' | 'duplicate' | 'missingAmount';
}

export const MAX_BATCH = 200;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Parses the pasted text; blank lines are skipped, every other line is reported (with its error). */
export function parseBatch(text: string): BatchLine[] {
  const seen = new Set<string>();
  const out: BatchLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const parts = raw
      .trim()
      .split(/[\t,，]+|\s+/)
      .filter(Boolean);
    if (!parts.length) return;
    const [outTradeNo, amountText, ...rest] = parts;
    const line: BatchLine = { line: i + 1, outTradeNo, amount: amountText ?? '', reason: rest.join(' ') || undefined };
    if (!amountText) line.error = 'missingAmount';
    else if (!AMOUNT.test(amountText) || Number(amountText) <= 0) line.error = 'amountFormat';
    else line.amount = Number(amountText).toFixed(2);
    if (!line.error && seen.has(outTradeNo)) line.error = 'duplicate';
    seen.add(outTradeNo);
    out.push(line);
  });
  return out;
}
