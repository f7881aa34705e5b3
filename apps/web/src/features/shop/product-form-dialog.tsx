import { Alert, Form, Input, Modal, Select, Switch, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCountries, productDetail, saveProduct } from './api';
import { ImagesField } from './images-field';
import { PriceListField } from './price-list-field';
import { ProductDeliverySection } from './product-delivery-section';
import { productPayload, type ProductFormValues } from './product-payload';

const SUPS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'];

/** Create (id null) or edit a product: every spec field the shop edits, prices per currency. */
export function ProductFormDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t: tr } = useTranslation('shop');
  const client = useQueryClient();
  const [form] = Form.useForm<ProductFormValues>();
  const [error, setError] = useState<string | null>(null);
  const detail = useQuery({ queryKey: ['shop', 'product', id], queryFn: () => productDetail(id!), enabled: Boolean(id) });
  const countries = useQuery({ queryKey: ['shop', 'countries'], queryFn: fetchCountries, staleTime: 3600_000 });
  useEffect(() => {
    const p = detail.data;
    if (!p) return;
    form.setFieldsValue({
      name: p.name,
      type: p.type,
      onSale: p.status === 0,
      unit: p.unit ?? undefined,
      course_difficulty: p.course_difficulty ?? undefined,
      course_level: p.course_level ?? undefined,
      pro_version: p.pro_version ?? undefined,
      keywords: p.keywords ?? undefined,
      country_codes: p.country_codes,
      images: p.images ?? [],
      materials: (p.materials ?? []).map((m) => m.name).join('\n'),
      prices: p.prices,
      labid: p.labid ?? undefined,
      delivery_type: p.delivery_type ?? undefined,
      delivery_cycle: p.delivery_cycle ?? undefined,
      delivery_num: p.delivery_num ?? undefined,
    });
  }, [detail.data, form]);
  const save = useMutation({
    mutationFn: (v: ProductFormValues) => saveProduct(productPayload(v, id, detail.data?.version)),
    onSuccess: () => {
      void message.success(tr('common.saved'));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: ['shop'] });
      onClose();
    },
    onError: (e: Error) => setError(e.message),
  });
  return (
    <Modal
      open
      title={id ? tr('product.editTitle') : tr('product.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={tr('common.save')}
      cancelText={tr('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: save.isPending || (Boolean(id) && !detail.data), 'data-testid': 'product-save' }}
      width={720}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        initialValues={{ type: 'ACTUAL_GOODS', onSale: true, prices: [{ currencies_code: 'CNY' }] }}
        onFinish={(v) => {
          setError(null);
          save.mutate(v);
        }}
      >
        <Form.Item
          name="name"
          label={tr('product.name')}
          rules={[{ required: true, whitespace: true, max: 100, message: tr('common.required') }]}
        >
          <Input maxLength={100} data-testid="product-name" />
        </Form.Item>
        <Form.Item name="type" label={tr('product.type')}>
          <Select
            options={[
              { value: 'ACTUAL_GOODS', label: tr('product.actual') },
              { value: 'VIRTUAL_GOODS', label: tr('product.virtual') },
            ]}
          />
        </Form.Item>
        <Form.Item name="onSale" label={tr('status.onSale')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <PriceListField
          name="prices"
          label={tr('product.prices')}
          columns={[
            { name: 'currencies_price', label: tr('product.currencyPrice'), required: true },
            { name: 'achievement_price', label: tr('product.achievementPrice') },
          ]}
        />
        <Form.Item name="unit" label={tr('product.unit')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="course_difficulty" label={tr('product.difficulty')}>
          <Select allowClear options={SUPS.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item name="course_level" label={tr('product.level')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="pro_version" label={tr('product.version')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="country_codes" label={tr('product.countries')}>
          <Select
            mode="multiple"
            allowClear
            options={(countries.data ?? []).map((c) => ({ value: c.countryCode, label: `${c.countryCode} ${c.countryName}` }))}
          />
        </Form.Item>
        <Form.Item name="keywords" label={tr('product.keywords')}>
          <Input maxLength={200} />
        </Form.Item>
        <ProductDeliverySection />
        <Form.Item name="images" label={tr('product.images')}>
          <ImagesField />
        </Form.Item>
        <Form.Item name="materials" label={tr('product.materials')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
