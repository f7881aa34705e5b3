import type { ProductPrice } from './api';
import { linesOf } from './format';

export interface ProductFormValues {
  name: string;
  type: string;
  onSale: boolean;
  unit?: string;
  course_difficulty?: string;
  course_level?: string;
  pro_version?: string;
  keywords?: string;
  country_codes?: string[];
  images?: string[];
  materials?: string;
  prices?: Partial<ProductPrice>[];
  labid?: string;
  delivery_type?: number;
  delivery_cycle?: number;
  delivery_num?: number;
}

/**
 * The operationProduct body of the product form. The server keeps a field that is absent and clears
 * one sent as null, so every optional field the form shows is sent, null when emptied (a cleared
 * select is undefined in the form; omitting it would keep the old label).
 */
export function productPayload(v: ProductFormValues, id: string | null, version: number | undefined): Record<string, unknown> {
  return {
    id: id ?? undefined,
    version,
    name: v.name,
    type: v.type,
    status: v.onSale ? 0 : 1,
    unit: v.unit ?? null,
    course_difficulty: v.course_difficulty ?? null,
    course_level: v.course_level ?? null,
    pro_version: v.pro_version ?? null,
    keywords: v.keywords ?? null,
    country_codes: v.country_codes ?? [],
    images: v.images ?? [],
    materials: linesOf(v.materials).map((name) => ({ name, quantity: 1 })),
    prices: v.prices ?? [],
    // a cleared select is undefined in the form: null tells the server to clear it (absent = keep)
    labid: v.labid ?? null,
    delivery_type: v.delivery_type ?? null,
    // shipped at once: no batch count or cycle; no delivery type: none of them
    delivery_num: v.delivery_type === 1 ? v.delivery_num : v.delivery_type === 0 ? 0 : null,
    delivery_cycle: v.delivery_type === 1 ? v.delivery_cycle : v.delivery_type === 0 ? 0 : null,
  };
}
