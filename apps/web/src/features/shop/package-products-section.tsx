import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The package's products (a Form.List `products`: product and quantity per row). */
export function PackageProductsSection({ productOptions }: { productOptions: { value: string; label: string }[] }) {
  const { t: tr } = useTranslation('shop');
  return (
    <Form.Item label={tr('pkg.products')}>
      <Form.List name="products">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="baseline" data-testid="package-product-row">
                <Form.Item name={[f.name, 'product_id']} rules={[{ required: true, message: tr('common.required') }]}>
                  <Select
                    style={{ width: 300 }}
                    showSearch
                    optionFilterProp="label"
                    options={productOptions}
                    placeholder={tr('pkg.product')}
                    aria-label={tr('pkg.product')}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'quantity']}>
                  <InputNumber min={1} max={10000} precision={0} aria-label={tr('pkg.quantity')} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={tr('common.cancel')} onClick={() => remove(f.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
              {tr('pkg.addProduct')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
