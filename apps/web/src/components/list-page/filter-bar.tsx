import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FilterValue } from './list-query';
import type { FilterField } from './types';

type FormValue = string | string[] | [Dayjs | null, Dayjs | null] | null | undefined;

function toForm(field: FilterField, v: FilterValue | undefined): FormValue {
  if (v === undefined) return undefined;
  if (field.kind === 'dateRange') {
    const [a, b] = Array.isArray(v) ? v : v.split(',');
    return a && b ? [dayjs(a), dayjs(b)] : undefined;
  }
  if (field.kind === 'select' && field.multiple) return Array.isArray(v) ? v : v.split(',');
  return Array.isArray(v) ? v.join(',') : v;
}

function fromForm(field: FilterField, v: FormValue): FilterValue | undefined {
  if (v == null) return undefined;
  if (field.kind === 'dateRange') {
    const [a, b] = v as [Dayjs | null, Dayjs | null];
    return a && b ? `${a.format('YYYY-MM-DD')},${b.format('YYYY-MM-DD')}` : undefined;
  }
  if (Array.isArray(v)) return (v as string[]).map(String);
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

interface Props {
  fields: FilterField[];
  values: Record<string, FilterValue>;
  onSearch: (filters: Record<string, FilterValue | undefined>) => void;
  onReset: () => void;
}

/**
 * The filter row of a list page. What is typed stays in the form (and, with workspace tabs, survives
 * switching tabs) until 查询 puts it into the URL.
 */
export function FilterBar({ fields, values, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, FormValue>>();

  // When the URL changes (back/forward, reset, a deep link) the form shows what the list shows.
  const signature = JSON.stringify(values);
  useEffect(() => {
    const next: Record<string, FormValue> = {};
    for (const f of fields) next[f.name] = toForm(f, values[f.name]);
    form.setFieldsValue(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  const submit = (raw: Record<string, FormValue>): void => {
    const out: Record<string, FilterValue | undefined> = {};
    for (const f of fields) out[f.name] = fromForm(f, raw[f.name]);
    onSearch(out);
  };

  return (
    <Form form={form} layout="inline" onFinish={submit} className="list-filter-bar" data-testid="filter-bar">
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label} style={{ marginBottom: 12 }}>
          {f.kind === 'text' ? (
            <Input allowClear placeholder={f.placeholder} maxLength={f.maxLength} style={{ width: f.width ?? 180 }} data-filter={f.name} />
          ) : f.kind === 'select' ? (
            <Select
              allowClear
              mode={f.multiple ? 'multiple' : undefined}
              showSearch
              optionFilterProp="label"
              placeholder={f.placeholder ?? t('list.all')}
              options={f.options}
              style={{ width: f.width ?? 180 }}
              maxTagCount="responsive"
              data-filter={f.name}
            />
          ) : (
            <DatePicker.RangePicker style={{ width: f.width ?? 260 }} data-filter={f.name} />
          )}
        </Form.Item>
      ))}
      <Form.Item style={{ marginBottom: 12 }}>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="list-search">
            {t('list.search')}
          </Button>
          <Button
            data-testid="list-reset"
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('list.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
