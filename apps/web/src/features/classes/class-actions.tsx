import { Button, Input, InputNumber, Modal, Select, Space, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindGroup, updateCourseDayKind, updateTeamKind, updateTeamState, type TeamRow } from './api';
import './i18n';

/** The class's actions: change state (confirmed, with the version read), team kind, course-day kind, WeChat group. */
export function ClassActions({ team, onChanged }: { team: TeamRow; onChanged: () => void }) {
  const { t: tr } = useTranslation('classes');
  const states = tr('states', { returnObjects: true }) as string[];
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<number | null>(team.team_kind);
  const [dayKind, setDayKind] = useState<number | null>(team.course_day_kind);
  const [room, setRoom] = useState(team.room_wxid ?? '');
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      void message.success(tr('saved'));
      onChanged();
    } catch {
      /* the request layer shows the error (409 names who changed it) */
    } finally {
      setBusy(false);
    }
  };
  const changeState = (to: number) =>
    Modal.confirm({
      title: tr('actions.stateConfirm', { from: states[team.team_state], to: states[to] }),
      okButtonProps: { 'data-testid': 'class-state-ok' } as never,
      onOk: () => run(() => updateTeamState(team.id, to, team.version)),
    });
  return (
    <Space wrap style={{ margin: '12px 0' }}>
      <Select
        size="small"
        style={{ width: 150 }}
        placeholder={tr('actions.changeState')}
        value={null}
        disabled={busy}
        data-testid="class-state-select"
        options={states.map((label, i) => ({ value: i, label, disabled: i === team.team_state }))}
        onChange={(v: number) => changeState(v)}
      />
      <Space.Compact size="small">
        <InputNumber min={0} max={99} value={kind} onChange={setKind} addonBefore={tr('actions.teamKind')} style={{ width: 160 }} />
        <Button disabled={busy || kind === null} onClick={() => run(() => updateTeamKind([team.id], kind ?? 0))}>
          {tr('save')}
        </Button>
      </Space.Compact>
      <Space.Compact size="small">
        <InputNumber
          min={0}
          max={9}
          value={dayKind}
          onChange={setDayKind}
          addonBefore={tr('actions.courseDayKind')}
          style={{ width: 170 }}
        />
        <Button disabled={busy || dayKind === null} onClick={() => run(() => updateCourseDayKind(team.id, dayKind ?? 0))}>
          {tr('save')}
        </Button>
      </Space.Compact>
      <Space.Compact size="small">
        <Input
          value={room}
          maxLength={100}
          onChange={(e) => setRoom(e.target.value)}
          placeholder={tr('actions.groupPlaceholder')}
          style={{ width: 200 }}
        />
        <Button disabled={busy} onClick={() => run(() => bindGroup(team.id, room.trim()))}>
          {tr('actions.bindGroup')}
        </Button>
      </Space.Compact>
    </Space>
  );
}
