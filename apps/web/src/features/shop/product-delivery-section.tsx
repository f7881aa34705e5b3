import { Form, InputNumber, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchLabels } from './api';

/**
 * The product form's label and delivery fields. delivery_type: 0 = shipped at once, 1 = shipped in
 * batches (delivery_num shipments, delivery_cycle days apart); the spec names the fields, not the codes.
 */
export function ProductDeliverySection() {
  const { t: tr } = useTranslation('shop');
  const labels = useQuery({ queryKey: ['shop', 'labels'], queryFn: fetchLabels, staleTime: 3600_000 });
  const deliveryType = Form.useWatch<number | undefined>('delivery_type');
  return (
    <>
      <Form.Item name="labid" label={tr('product.label')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          data-testid="product-label"
        />
      </Form.Item>
      <Space wrap>
        <Form.Item name="delivery_type" label={tr('product.deliveryType')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={[
              { value: 0, label: tr('product.deliveryOnce') },
              { value: 1, label: tr('product.deliveryBatches') },
            ]}
            data-testid="product-delivery-type"
          />
        </Form.Item>
        {deliveryType === 1 ? (
          <>
            <Form.Item name="delivery_num" label={tr('product.deliveryNum')} rules={[{ required: true, message: tr('common.required') }]}>
              <InputNumber min={1} max={1000} precision={0} data-testid="product-delivery-num" />
            </Form.Item>
            <Form.Item
              name="delivery_cycle"
              label={tr('product.deliveryCycle')}
              rules={[{ required: true, message: tr('common.required') }]}
            >
              <InputNumber min={1} max={3650} precision={0} addonAfter={tr('product.days')} data-testid="product-delivery-cycle" />
            </Form.Item>
          </>
        ) : null}
      </Space>
    </>
  );
}
