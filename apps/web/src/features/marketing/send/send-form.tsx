import { Alert, Button, Card, DatePicker, Form, Input, Modal, Select, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCoupons, newKey, sendToUsers, type SendResult } from '../api';
import { errText, splitList } from '../format';

interface Values {
  couponId: string;
  mobiles: string;
  endDate?: Dayjs;
}

/** Send a coupon to designated students (phones or user numbers); one Idempotency-Key per confirmed send. */
export function SendForm() {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<SendResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const coupons = useQuery({
    queryKey: ['marketing', 'usable-coupons'],
    queryFn: () => fetchCoupons({ page: 1, size: 200, usable: true }),
  });

  const send = useMutation({
    mutationFn: (v: { couponId: string; mobiles: string[]; endDate?: number }) => {
      key.current ??= newKey();
      return sendToUsers(key.current, v.couponId, v.mobiles, v.endDate);
    },
    onSuccess: (r) => {
      key.current = null;
      setResult(r);
      form.resetFields(['mobiles']);
      void client.invalidateQueries({ queryKey: ['list'] });
    },
    onError: (e) => setError(errText(e)),
  });

  const submit = async () => {
    const v = await form.validateFields();
    const mobiles = splitList(v.mobiles);
    const name = coupons.data?.content.find((c) => c.id === v.couponId)?.name ?? '';
    setError(null);
    setResult(null);
    Modal.confirm({
      title: tr('send.confirm', { count: mobiles.length, name }),
      okButtonProps: { 'data-testid': 'send-confirm' } as Record<string, string>,
      onOk: () => send.mutateAsync({ couponId: v.couponId, mobiles, endDate: v.endDate?.valueOf() }).catch(() => undefined),
    });
  };

  return (
    <Card title={tr('send.title')} size="small" style={{ marginBottom: 12 }}>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item name="couponId" label={tr('send.coupon')} rules={[{ required: true, message: tr('send.pickCoupon') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={coupons.isLoading}
            options={(coupons.data?.content ?? []).map((c) => ({ value: c.id, label: c.name }))}
            data-testid="send-coupon"
          />
        </Form.Item>
        <Form.Item
          name="mobiles"
          label={tr('send.mobiles')}
          extra={tr('send.mobilesHelp')}
          rules={[{ required: true, whitespace: true, message: tr('send.mobilesRequired') }]}
        >
          <Input.TextArea rows={4} data-testid="send-mobiles" />
        </Form.Item>
        <Form.Item name="endDate" label={tr('send.endDate')} extra={tr('send.endDateHelp')}>
          <DatePicker showTime />
        </Form.Item>
        <Button type="primary" onClick={() => void submit()} loading={send.isPending} data-testid="send-submit">
          {tr('send.submit')}
        </Button>
      </Form>
      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} /> : null}
      {result ? (
        <div style={{ marginTop: 12 }} data-testid="send-result">
          <Alert
            type={result.failNum ? 'warning' : 'success'}
            showIcon
            message={tr('send.result', { ok: result.successNum, fail: result.failNum })}
          />
          {result.failures.length ? (
            <Table
              size="small"
              rowKey="uid"
              pagination={false}
              style={{ marginTop: 8 }}
              dataSource={result.failures}
              columns={[
                { dataIndex: 'uid', title: tr('send.failures') },
                { dataIndex: 'reason', title: tr('send.reason') },
              ]}
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
