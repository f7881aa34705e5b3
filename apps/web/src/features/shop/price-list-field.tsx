import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrencyMap } from '../../platform/currency';

export interface PriceColumn {
  name: string;
  label: string;
  required?: boolean;
}

/** A list of per-currency prices (currency select + amount columns); a currency may appear once. */
export function PriceListField({ name, columns, label }: { name: string; columns: PriceColumn[]; label: string }) {
  const { t: tr } = useTranslation('shop');
  const currencies = useCurrencyMap();
  const options = Object.entries(currencies).map(([code, title]) => ({ value: code, label: `${code} ${title}` }));
  return (
    <Form.Item label={label}>
      <Form.List
        name={name}
        rules={[
          {
            validator: async (_, rows: { currencies_code?: string }[] | undefined) => {
              const codes = (rows ?? []).map((r) => r?.currencies_code).filter(Boolean);
              if (new Set(codes).size !== codes.length) throw new Error(tr('product.dupCurrency'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="baseline" wrap data-testid="price-row">
                <Form.Item name={[f.name, 'currencies_code']} rules={[{ required: true, message: tr('common.required') }]}>
                  <Select
                    style={{ width: 160 }}
                    options={options}
                    placeholder={tr('product.currency')}
                    aria-label={tr('product.currency')}
                    showSearch
                  />
                </Form.Item>
                {columns.map((c) => (
                  <Form.Item
                    key={c.name}
                    name={[f.name, c.name]}
                    rules={c.required ? [{ required: true, message: tr('common.required') }] : []}
                  >
                    <InputNumber min={0} max={99999999} precision={2} placeholder={c.label} aria-label={c.label} style={{ width: 130 }} />
                  </Form.Item>
                ))}
                <Button icon={<DeleteOutlined />} aria-label={tr('common.cancel')} onClick={() => remove(f.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="price-add">
              {tr('product.addPrice')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
