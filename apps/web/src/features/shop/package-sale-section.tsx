import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAreas, fetchCountries } from './api';

/**
 * Where and how a package sells: split orders (each part an amount, optionally a product), the
 * third-party price (shown when the switch is on), countries and sale area.
 */
export function PackageSaleSection({ productOptions }: { productOptions: { value: string; label: string }[] }) {
  const { t: tr, i18n } = useTranslation('shop');
  const en = i18n.language === 'en';
  const third = Form.useWatch<boolean | undefined>('third_switch');
  const countries = useQuery({ queryKey: ['shop', 'countries'], queryFn: fetchCountries, staleTime: 3600_000 });
  const areas = useQuery({ queryKey: ['shop', 'areas'], queryFn: fetchAreas, staleTime: 3600_000 });
  return (
    <>
      <Form.Item label={tr('pkg.splitOrders')} extra={tr('pkg.splitHint')}>
        <Form.List name="split_orders">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap data-testid="package-split-row">
                  <Form.Item
                    name={[f.name, 'name']}
                    rules={[{ required: true, whitespace: true, max: 100, message: tr('common.required') }]}
                  >
                    <Input maxLength={100} placeholder={tr('pkg.splitName')} aria-label={tr('pkg.splitName')} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'product_id']}>
                    <Select
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      options={productOptions}
                      placeholder={tr('pkg.product')}
                      aria-label={tr('pkg.splitProduct')}
                      style={{ width: 220 }}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'amount']} rules={[{ required: true, message: tr('common.required') }]}>
                    <InputNumber min={0} precision={2} placeholder={tr('pkg.splitAmount')} aria-label={tr('pkg.splitAmount')} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label={tr('common.cancel')} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="package-split-add">
                {tr('pkg.addSplit')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Space wrap>
        <Form.Item name="third_switch" label={tr('pkg.thirdSwitch')} valuePropName="checked">
          <Switch data-testid="package-third-switch" />
        </Form.Item>
        {third ? (
          <Form.Item name="third_price" label={tr('pkg.thirdPrice')} rules={[{ required: true, message: tr('common.required') }]}>
            <InputNumber min={0} precision={2} data-testid="package-third-price" />
          </Form.Item>
        ) : null}
        <Form.Item name="area" label={tr('pkg.area')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
            options={(areas.data ?? []).map((a) => ({ value: a.code, label: en ? (a.nameEn ?? a.name) : a.name }))}
            data-testid="package-area"
          />
        </Form.Item>
      </Space>
      <Form.Item name="country_codes" label={tr('pkg.countries')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          options={(countries.data ?? []).map((c) => ({ value: c.countryCode, label: `${c.countryCode} ${c.countryName}` }))}
          data-testid="package-countries"
        />
      </Form.Item>
    </>
  );
}
