import { Button, Card, DatePicker, Form, Input, InputNumber, Select, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTeam } from './api';
import './i18n';

interface Values {
  teamName: string;
  teamType: number;
  termId: string;
  teacherId?: string;
  sup?: string;
  preEnroll?: number;
  dates?: [Dayjs, Dayjs];
}

/** /addClassOpt: create a class by hand in a period (allow-listed staff). */
export function AddClassPage() {
  const { t: tr } = useTranslation('classes');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const r = await createTeam({
        teamName: v.teamName.trim(),
        teamType: v.teamType,
        termId: v.termId.trim(),
        teacherId: v.teacherId?.trim() || undefined,
        sup: v.sup,
        preEnroll: v.preEnroll ?? 0,
        classStart: v.dates?.[0].valueOf(),
        classEnd: v.dates?.[1].valueOf(),
      });
      void message.success(tr('add.done', { id: r.id }));
      form.resetFields();
    } catch {
      /* shown */
    } finally {
      setSaving(false);
    }
  };
  const types = tr('types', { returnObjects: true }) as string[];
  return (
    <Card title={tr('add.title')} size="small" style={{ maxWidth: 560 }}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ teamType: 0 }}>
        <Form.Item name="teamName" label={tr('col.name')} rules={[{ required: true, whitespace: true, max: 60 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="teamType" label={tr('add.type')} rules={[{ required: true }]}>
          <Select options={types.map((label, i) => ({ value: i, label }))} />
        </Form.Item>
        <Form.Item name="termId" label={tr('add.termId')} rules={[{ required: true, pattern: /^\d+$/ }]}>
          <Input />
        </Form.Item>
        <Form.Item name="teacherId" label={tr('add.teacherId')} rules={[{ pattern: /^\d+$/ }]}>
          <Input />
        </Form.Item>
        <Form.Item name="sup" label={tr('col.sup')}>
          <Select allowClear options={['S1', 'S2', 'S3', 'S4', 'S5', 'S6'].map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item name="preEnroll" label={tr('add.preEnroll')}>
          <InputNumber min={0} max={1000} />
        </Form.Item>
        <Form.Item name="dates" label={tr('add.dates')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {tr('add.submit')}
        </Button>
      </Form>
    </Card>
  );
}
