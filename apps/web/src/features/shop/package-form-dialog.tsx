import { dictionaryOptions } from '@console/domain';
import { Alert, Form, Input, InputNumber, Modal, Select, Space, Switch, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDictionary, fetchProductOptions, fetchTopics, packageDetail, savePackage, type PackagePrice } from './api';
import { PackageProductsSection } from './package-products-section';
import { PackageSaleSection } from './package-sale-section';
import { PriceListField } from './price-list-field';

interface Values {
  name: string;
  onSale: boolean;
  regtype?: number;
  sup?: string;
  course_week?: number;
  effective_days?: number;
  topic?: string;
  payment?: string[];
  groupon: boolean;
  groupon_price?: number;
  products?: { product_id?: string; quantity?: number }[];
  prices?: Partial<PackagePrice>[];
  split_orders?: SplitOrder[];
  third_switch: boolean;
  third_price?: number;
  country_codes?: string[];
  area?: string;
}
interface SplitOrder {
  product_id?: string;
  name?: string;
  amount?: number;
}
interface PackageDetail {
  name: string;
  status: number;
  regtype: number | null;
  sup: string | null;
  course_week: number | null;
  effective_days: number | null;
  topic: string | null;
  payment_channel: string | null;
  groupon: number;
  groupon_price: number | null;
  version: number;
  products: { product_id: string; quantity: number }[];
  prices: PackagePrice[];
  split_orders: SplitOrder[] | null;
  third_switch: number | null;
  third_price: number | null;
  country_codes: string[] | null;
  area: string | null;
}

const SUPS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'];

/**
 * Create (id null) or edit a package: its products, per-currency prices, topic, payment channels, group
 * buy, split orders, third-party price, countries and sale area.
 */
export function PackageFormDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t: tr, i18n } = useTranslation('shop');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const groupon = Form.useWatch('groupon', form);
  const detail = useQuery({
    queryKey: ['shop', 'package', id],
    queryFn: () => packageDetail(id!) as unknown as Promise<PackageDetail>,
    enabled: Boolean(id),
  });
  const products = useQuery({ queryKey: ['shop', 'product-options'], queryFn: fetchProductOptions });
  const topics = useQuery({ queryKey: ['shop', 'topics'], queryFn: fetchTopics });
  const payments = useQuery({ queryKey: ['shop', 'dict', 'paymentChannel'], queryFn: () => fetchDictionary('paymentChannel') });
  useEffect(() => {
    const p = detail.data;
    if (!p) return;
    form.setFieldsValue({
      name: p.name,
      onSale: p.status === 0,
      regtype: p.regtype ?? undefined,
      sup: p.sup ?? undefined,
      course_week: p.course_week ?? undefined,
      effective_days: p.effective_days ?? undefined,
      topic: p.topic ?? undefined,
      payment: p.payment_channel ? p.payment_channel.split(',') : [],
      groupon: p.groupon === 1,
      groupon_price: p.groupon_price ?? undefined,
      products: p.products.map((x) => ({ product_id: x.product_id, quantity: x.quantity })),
      prices: p.prices,
      split_orders: (p.split_orders ?? []).map((x) => ({ product_id: x.product_id ?? undefined, name: x.name, amount: x.amount })),
      third_switch: p.third_switch === 1,
      third_price: p.third_price ?? undefined,
      country_codes: p.country_codes ?? [],
      area: p.area ?? undefined,
    });
  }, [detail.data, form]);
  const save = useMutation({
    mutationFn: (v: Values) =>
      savePackage({
        id: id ?? undefined,
        version: detail.data?.version,
        name: v.name,
        status: v.onSale ? 0 : 1,
        // an emptied field is sent as null so the server clears it (an absent one is kept)
        regtype: v.regtype ?? null,
        sup: v.sup ?? null,
        course_week: v.course_week ?? null,
        effective_days: v.effective_days ?? null,
        topic: v.topic ?? null,
        payment_channel: (v.payment ?? []).join(','),
        groupon: v.groupon ? 1 : 0,
        groupon_price: v.groupon ? v.groupon_price : undefined,
        products: (v.products ?? []).filter((p) => p.product_id),
        prices: v.prices ?? [],
        split_orders: (v.split_orders ?? []).map((x) => ({ name: x.name, amount: x.amount, product_id: x.product_id || undefined })),
        third_switch: v.third_switch ? 1 : 0,
        third_price: v.third_switch ? v.third_price : undefined,
        country_codes: v.country_codes ?? [],
        area: v.area ?? null,
      }),
    onSuccess: () => {
      void message.success(tr('common.saved'));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: ['shop'] });
      onClose();
    },
    onError: (e: Error) => setError(e.message),
  });
  const productOptions = (products.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <Modal
      open
      title={id ? tr('pkg.editTitle') : tr('pkg.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={tr('common.save')}
      cancelText={tr('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: save.isPending || (Boolean(id) && !detail.data), 'data-testid': 'package-save' }}
      width={760}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          onSale: true,
          groupon: false,
          third_switch: false,
          products: [{ quantity: 1 }],
          prices: [{ currencies_code: 'CNY' }],
        }}
        onFinish={(v) => {
          setError(null);
          save.mutate(v);
        }}
      >
        <Form.Item
          name="name"
          label={tr('pkg.name')}
          rules={[{ required: true, whitespace: true, max: 100, message: tr('common.required') }]}
        >
          <Input maxLength={100} data-testid="package-name" />
        </Form.Item>
        <Form.Item name="onSale" label={tr('status.onSale')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <PackageProductsSection productOptions={productOptions} />
        <PriceListField
          name="prices"
          label={tr('pkg.prices')}
          columns={[
            { name: 'price', label: tr('pkg.price'), required: true },
            { name: 'original', label: tr('pkg.original') },
            { name: 'atome_price', label: tr('pkg.atome') },
          ]}
        />
        <Space wrap>
          <Form.Item name="regtype" label={tr('pkg.regtype')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={dictionaryOptions('orderRegtype', lang).map((o) => ({ value: Number(o.value), label: o.label }))}
            />
          </Form.Item>
          <Form.Item name="sup" label={tr('pkg.sup')}>
            <Select allowClear style={{ width: 100 }} options={SUPS.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
          <Form.Item name="course_week" label={tr('pkg.courseWeek')}>
            <InputNumber min={0} max={1000} precision={0} />
          </Form.Item>
          <Form.Item name="effective_days" label={tr('pkg.effectiveDays')}>
            <InputNumber min={0} max={3650} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="topic" label={tr('pkg.topic')}>
          <Select allowClear options={(topics.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
        <Form.Item name="payment" label={tr('pkg.payment')}>
          <Select
            mode="multiple"
            allowClear
            options={(payments.data ?? []).map((p) => ({ value: p.code, label: lang === 'en' ? (p.nameEn ?? p.name) : p.name }))}
          />
        </Form.Item>
        <Space>
          <Form.Item name="groupon" label={tr('pkg.groupon')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {groupon ? (
            <Form.Item name="groupon_price" label={tr('pkg.grouponPrice')} rules={[{ required: true, message: tr('common.required') }]}>
              <InputNumber min={0} precision={2} />
            </Form.Item>
          ) : null}
        </Space>
        <PackageSaleSection productOptions={productOptions} />
      </Form>
    </Modal>
  );
}
