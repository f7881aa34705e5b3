import type { Page } from '../../components/list-page';
import { graphql, gqlString, http } from '../../platform/http/client';

export interface ProductPrice {
  currencies_code: string;
  currencies_price: number;
  achievement_price?: number | null;
}
export interface ProductRow {
  id: string;
  name: string;
  type: string;
  type_text: string | null;
  status: number;
  status_text: string | null;
  price: number | null;
  unit: string | null;
  course_difficulty: string | null;
  course_level: string | null;
  pro_version: string | null;
  keywords: string | null;
  country_codes: string[];
  images: string[] | null;
  materials: { name: string; quantity: number }[] | null;
  labid?: string | null;
  delivery_type?: number | null;
  delivery_cycle?: number | null;
  delivery_num?: number | null;
  version?: number;
  ctime: number | null;
  prices: ProductPrice[];
}
export interface PackagePrice {
  currencies_code: string;
  price: number;
  original?: number | null;
  atome_price?: number | null;
}
export interface PackageRow {
  id: string;
  name: string;
  status: number;
  status_text: string | null;
  regtype: number | null;
  regtype_text: string | null;
  sup: string | null;
  price: number | null;
  course_week: number | null;
  effective_days: number | null;
  payment_channel: string | null;
  groupon: number;
  groupon_price: number | null;
  topic_id: string | null;
  version?: number;
  ctime: number | null;
  prices: PackagePrice[];
  products: { product_id: string; product_name: string; quantity: number }[];
}

const PRODUCT_FIELDS = `id name type type_text status status_text price unit course_difficulty course_level pro_version keywords
  country_codes images materials ctime prices { currencies_code currencies_price achievement_price }`;
const PACKAGE_FIELDS = `id name status status_text regtype regtype_text sup price course_week effective_days payment_channel groupon
  groupon_price topic_id ctime prices { currencies_code price original atome_price } products { product_id product_name quantity }`;

export interface ListArgs {
  filter: Record<string, unknown>;
  sort?: string;
  page: number;
  size: number;
}

export async function fetchProducts(a: ListArgs, signal?: AbortSignal): Promise<Page<ProductRow>> {
  const r = await graphql<{ ProductPage: Page<ProductRow> }>(
    `{ ProductPage(query: ${gqlString(a.filter)}, sort: ${gqlString(a.sort ?? '{"id":"desc"}')}, page: ${a.page}, size: ${a.size}) {
      totalElements totalPages number content { ${PRODUCT_FIELDS} } } }`,
    { signal },
  );
  return r.ProductPage;
}

export async function fetchPackages(a: ListArgs, signal?: AbortSignal): Promise<Page<PackageRow>> {
  const r = await graphql<{ PackagesPage: Page<PackageRow> }>(
    `{ PackagesPage(query: ${gqlString(a.filter)}, sort: ${gqlString(a.sort ?? '{"id":"desc"}')}, page: ${a.page}, size: ${a.size}) {
      totalElements totalPages number content { ${PACKAGE_FIELDS} } } }`,
    { signal },
  );
  return r.PackagesPage;
}

/** Live products for the package form's product select. */
export async function fetchProductOptions(): Promise<{ id: string; name: string; type: string }[]> {
  return http.get('/api/p/v1/product/getProductByTypes', { types: 'ACTUAL_GOODS,VIRTUAL_GOODS' });
}
export async function fetchTopics(): Promise<{ id: string; name: string }[]> {
  const r = await graphql<{ TopicList: { id: string; name: string }[] }>(`
    {
      TopicList(size: 500) {
        id
        name
      }
    }
  `);
  return r.TopicList;
}
export async function fetchCountries(): Promise<{ countryCode: string; countryName: string }[]> {
  return http.get('/api/p/v1/product/getAllCountry');
}
export const fetchLabels = () => http.get<{ id: string; name: string }[]>('/api/p/v1/label/findLabels');
export const fetchAreas = () => http.get<{ code: string; name: string; nameEn: string | null }[]>('/api/p/v1/product/getAllArea');
export async function fetchDictionary(type: string): Promise<{ code: string; name: string; nameEn: string | null }[]> {
  return http.get('/api/s/v1/data/dictionary/byType', { type });
}

export const saveProduct = (input: Record<string, unknown>) => http.post<ProductRow>('/api/p/v1/product/operationProduct', input);
export const savePackage = (input: Record<string, unknown>) => http.post<PackageRow>('/api/p/v1/product/operationPackage', input);
/** The detail (with the version the edit form sends back). */
export const productDetail = (id: string) => http.get<ProductRow>('/api/p/v1/product/productDetail', { id });
export const packageDetail = (id: string) => http.get<PackageRow>('/api/p/v1/product/packageDetail', { packagesId: id });
