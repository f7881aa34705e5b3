import { Alert, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeBoxes, sendTrialCourse, type SendOutcome } from './api';
import './i18n';

function Report({ r }: { r: SendOutcome | null }) {
  const { t: tr } = useTranslation('classes');
  if (!r) return null;
  return (
    <Alert
      style={{ marginTop: 8 }}
      type={r.failed ? 'warning' : 'success'}
      message={tr(r.written ? 'put.report' : 'put.dryReport', { success: r.success, failed: r.failed })}
      description={r.rows
        .filter((x) => !x.ok)
        .map((x) => `${x.mobile ?? `${tr('row')} ${x.row}`}: ${x.error}`)
        .join('；')}
      data-testid="put-report"
    />
  );
}

/** /putTheCourse: send a trial course to mobiles (they join a trial class), change the box of unsent shipments; dry run first. */
export function PutTheCoursePage() {
  const { t: tr } = useTranslation('classes');
  const [teamId, setTeamId] = useState('');
  const [mobiles, setMobiles] = useState('');
  const [boxes, setBoxes] = useState('');
  const [sent, setSent] = useState<SendOutcome | null>(null);
  const [boxed, setBoxed] = useState<SendOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async <T,>(fn: () => Promise<T>, set: (v: T) => void) => {
    setBusy(true);
    try {
      set(await fn());
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  const boxRows = () =>
    boxes
      .split(/\r?\n/)
      .map((l) => l.split(/[,，\t]/).map((x) => x.trim()))
      .filter((p) => p[0])
      .map(([orderNo, productVersion]) => ({ orderNo, productVersion: productVersion ?? '' }));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={tr('put.sendTitle')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input
            placeholder={tr('put.teamId')}
            value={teamId}
            onChange={(e) => setTeamId(e.target.value.trim())}
            style={{ maxWidth: 240 }}
          />
          <Input.TextArea rows={4} placeholder={tr('put.mobiles')} value={mobiles} onChange={(e) => setMobiles(e.target.value)} />
          <Space>
            <Button
              disabled={busy || !/^\d+$/.test(teamId) || !mobiles.trim()}
              onClick={() => run(() => sendTrialCourse(teamId, mobiles, true), setSent)}
            >
              {tr('dryRun')}
            </Button>
            <Button
              type="primary"
              disabled={busy || !sent || sent.written}
              onClick={() => run(() => sendTrialCourse(teamId, mobiles, false), setSent)}
            >
              {tr('commit')}
            </Button>
          </Space>
          <Report r={sent} />
        </Space>
      </Card>
      <Card size="small" title={tr('put.boxTitle')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea rows={4} placeholder={tr('put.boxLines')} value={boxes} onChange={(e) => setBoxes(e.target.value)} />
          <Space>
            <Button disabled={busy || !boxes.trim()} onClick={() => run(() => changeBoxes(boxRows(), true), setBoxed)}>
              {tr('dryRun')}
            </Button>
            <Button
              type="primary"
              disabled={busy || !boxed || boxed.written}
              onClick={() => run(() => changeBoxes(boxRows(), false), setBoxed)}
            >
              {tr('commit')}
            </Button>
          </Space>
          <Report r={boxed} />
        </Space>
      </Card>
    </Space>
  );
}
