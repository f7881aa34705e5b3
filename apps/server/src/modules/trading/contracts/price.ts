import { AppError, errors } from '../../../platform/http/errors';
import { COLUMN_MAX } from '../../../platform/http/fields';
import { fenToNumeric, fenToYuan, yuanToFen } from '../../../platform/money';

export interface PriceLineInput {
  itemName: string;
  packageId?: string;
  quantity: number;
  unitPrice: number | string;
}

export interface PriceLine {
  itemName: string;
  packageId: string | null;
  quantity: number;
  unitPriceFen: number;
  amountFen: number;
}

/**
 * Price lines in fen: amount = quantity × unit price, exactly. A line or a total beyond what an
 * amount column holds (numeric(12,2)) is refused naming the field, before anything is written.
 */
export function priceLines(input: PriceLineInput[] | undefined): PriceLine[] {
  const lines = (input ?? []).map((l, i) => {
    const unitPriceFen = yuanToFen(l.unitPrice, `priceDetails.${i}.unitPrice`);
    if (unitPriceFen * l.quantity > COLUMN_MAX.numeric12_2Hundredths) throw tooLarge(`priceDetails.${i}.quantity`);
    return {
      itemName: l.itemName,
      packageId: l.packageId ?? null,
      quantity: l.quantity,
      unitPriceFen,
      amountFen: unitPriceFen * l.quantity,
    };
  });
  if (linesTotal(lines) > COLUMN_MAX.numeric12_2Hundredths) throw tooLarge('priceDetails');
  return lines;
}

const tooLarge = (field: string) =>
  errors.invalidField(
    field,
    `金额合计超出范围（最多${fenToYuan(COLUMN_MAX.numeric12_2Hundredths)}元）`,
    'makes an amount beyond 9999999999.99',
  );

export const linesTotal = (lines: PriceLine[]) => lines.reduce((sum, l) => sum + l.amountFen, 0);

/**
 * "Check price data": the contract amount against the sum of its price lines. Returns the numbers
 * (yuan) and whether they agree; `assertPriceData` refuses a mismatch with both numbers.
 */
export function checkPriceData(amountFen: number | undefined, lines: PriceLine[]) {
  const total = linesTotal(lines);
  const amount = amountFen ?? total;
  return {
    ok: lines.length === 0 || amount === total,
    amount: fenToYuan(amount),
    detailTotal: fenToYuan(total),
    difference: fenToYuan(amount - total),
    lines: lines.map((l) => ({
      itemName: l.itemName,
      packageId: l.packageId,
      quantity: l.quantity,
      unitPrice: fenToYuan(l.unitPriceFen),
      amount: fenToYuan(l.amountFen),
    })),
  };
}

export function assertPriceData(amountFen: number | undefined, lines: PriceLine[]): number {
  const total = linesTotal(lines);
  if (lines.length && amountFen !== undefined && amountFen !== total) {
    throw new AppError(
      'BAD_REQUEST',
      `合同金额与价格明细合计不一致：合同 ¥${fenToNumeric(amountFen)}，明细合计 ¥${fenToNumeric(total)}`,
      `The contract amount ${fenToNumeric(amountFen)} differs from the price lines' total ${fenToNumeric(total)}`,
    );
  }
  return amountFen ?? total;
}
