import { Alert, App, Button, Dropdown, Form, Modal, Select, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushOrderMessage, resendCompleteMessage } from '../api/order-messages';

const SCENARIOS = ['ORDER_COMPLETE', 'RENEW_REMIND', 'COURSE_START', 'FOLLOW'] as const;
type Target = 'student' | 'teacher';

/** From the order detail: resend the order-complete message (paid / completed orders) and the push variants. */
export function OrderMessages({ orderId, outTradeNo, status }: { orderId: string; outTradeNo: string; status: number }) {
  const { t: tr } = useTranslation('trading');
  const { modal, message } = App.useApp();
  const [target, setTarget] = useState<Target | null>(null);

  const confirmResend = () =>
    modal.confirm({
      title: tr('orderMsg.resendTitle'),
      content: tr('orderMsg.resendConfirm', { no: outTradeNo }),
      okText: tr('orderMsg.send'),
      cancelText: tr('refund.cancel'),
      okButtonProps: { 'data-testid': 'order-resend-ok' },
      onOk: async () => {
        await resendCompleteMessage(orderId);
        void message.success(tr('orderMsg.resent'));
      },
    });

  return (
    <Space>
      {status === 2 || status === 3 ? (
        <Button onClick={confirmResend} data-testid="order-resend">
          {tr('orderMsg.resend')}
        </Button>
      ) : null}
      <Dropdown
        menu={{
          items: [
            { key: 'student', label: <span data-testid="order-push-student">{tr('orderMsg.toStudent')}</span> },
            { key: 'teacher', label: <span data-testid="order-push-teacher">{tr('orderMsg.toTeacher')}</span> },
          ],
          onClick: ({ key }) => setTarget(key as Target),
        }}
      >
        <Button data-testid="order-push">
          {tr('orderMsg.push')} <DownOutlined />
        </Button>
      </Dropdown>
      {target ? <PushDialog orderId={orderId} target={target} onClose={() => setTarget(null)} /> : null}
    </Space>
  );
}

function PushDialog({ orderId, target, onClose }: { orderId: string; target: Target; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ scenarioId: string }>();
  const send = useMutation({
    mutationFn: (scenarioId: string) => pushOrderMessage(target, [orderId], scenarioId),
    onSuccess: (r) => {
      if (r.failed) return;
      void message.success(tr('orderMsg.pushed'));
      onClose();
    },
  });
  const failed = send.data?.results.find((r) => !r.ok)?.error ?? send.error?.message;
  return (
    <Modal
      open
      title={tr(target === 'student' ? 'orderMsg.toStudent' : 'orderMsg.toTeacher')}
      onCancel={() => !send.isPending && onClose()}
      onOk={() => void form.validateFields().then((v) => send.mutate(v.scenarioId))}
      okText={tr('orderMsg.send')}
      cancelText={tr('refund.cancel')}
      okButtonProps={{ loading: send.isPending, 'data-testid': 'order-push-ok' }}
      forceRender
    >
      {failed ? <Alert type="error" showIcon message={failed} style={{ marginBottom: 12 }} data-testid="order-push-error" /> : null}
      <Form form={form} layout="vertical" initialValues={{ scenarioId: 'ORDER_COMPLETE' }}>
        <Form.Item name="scenarioId" label={tr('orderMsg.scenario')} rules={[{ required: true, message: tr('orderMsg.scenarioRequired') }]}>
          <Select
            options={SCENARIOS.map((s, i) => ({ value: s, label: tr(`orderMsg.scenarios.${i}`) }))}
            data-testid="order-push-scenario"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
