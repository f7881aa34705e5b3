import { Alert, Button, DatePicker, Drawer, Form, Input, Radio, Select, Space, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createTeacher, fetchTeacherDetail, fetchWorkPlaces, updateTeacher, type TeacherDetail } from './api';
import { ORG_NS } from './i18n';

interface Values {
  realName: string;
  phone: string;
  sex: number;
  departmentId: string;
  dutyId?: number;
  workPlace?: string;
  joinDate?: Dayjs;
  status: number;
  leaveDate?: Dayjs;
  weixin?: string;
}

const DUTIES = [
  { value: 1, label: '体验课老师 / Trial teacher' },
  { value: 2, label: '系统课老师 / System teacher' },
  { value: 3, label: '兼职 / Part-time' },
];

/** Create or edit a teacher; setting 离职 with a date records a leave and lists the open work to hand over. */
export function TeacherFormDrawer(props: {
  teacherId: string | null;
  departments: { value: string; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t: tr } = useTranslation(ORG_NS);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [openWork, setOpenWork] = useState<TeacherDetail['openWork'] | null>(null);
  const places = useQuery({ queryKey: ['org', 'work-places'], queryFn: fetchWorkPlaces });
  const detail = useQuery({
    queryKey: ['org', 'teacher', props.teacherId],
    queryFn: () => fetchTeacherDetail(props.teacherId!),
    enabled: Boolean(props.teacherId),
  });
  const status = Form.useWatch('status', form);
  const navigate = useNavigate();

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      realName: d.teacher.realName,
      phone: d.teacher.phone,
      sex: d.teacher.sex,
      departmentId: d.department?.id,
      dutyId: d.duty?.id,
      workPlace: d.teacher.workPlace ?? undefined,
      joinDate: d.teacher.joinDate ? dayjs(d.teacher.joinDate) : undefined,
      status: d.teacher.status,
      leaveDate: d.teacher.leaveDate ? dayjs(d.teacher.leaveDate) : undefined,
      weixin: d.weixinList.map((w) => w.weixinNo).join(','),
    });
  }, [detail.data, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = {
        teacher: {
          id: props.teacherId ?? undefined,
          realName: v.realName,
          phone: v.phone,
          sex: v.sex,
          joinDate: v.joinDate?.format('YYYY-MM-DD') ?? null,
          leaveDate: v.status === 1 ? (v.leaveDate?.format('YYYY-MM-DD') ?? null) : null,
          status: v.status,
          workPlace: v.workPlace ?? null,
        },
        department: { id: v.departmentId },
        duty: v.dutyId ? { id: v.dutyId } : undefined,
        weixinList: (v.weixin ?? '')
          .split(/[,，\s]+/)
          .map((s) => s.trim())
          .filter(Boolean),
      };
      const saved = props.teacherId ? await updateTeacher(body) : await createTeacher(body);
      message.success(tr('common.saved'));
      const work = saved.openWork;
      if (v.status === 1 && (work.students || work.weixins || work.teams)) setOpenWork(work);
      else props.onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      width={480}
      title={props.teacherId ? tr('teacher.edit') : tr('teacher.add')}
      onClose={openWork ? props.onSaved : props.onClose}
      extra={
        <Space>
          <Button onClick={props.onClose}>{tr('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="teacher-save">
            {tr('common.save')}
          </Button>
        </Space>
      }
    >
      {openWork && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={tr('teacher.leaveDone', openWork)}
          action={
            <Button
              size="small"
              type="primary"
              onClick={() => navigate(`/workHandover?from=${props.teacherId}`)}
              data-testid="teacher-to-handover"
            >
              {tr('teacher.openWork')}
            </Button>
          }
        />
      )}
      <Form form={form} layout="vertical" initialValues={{ sex: 3, status: 0 }}>
        <Form.Item name="realName" label={tr('teacher.realname')} rules={[{ required: true, whitespace: true, max: 32 }]}>
          <Input data-testid="teacher-realname" maxLength={32} />
        </Form.Item>
        <Form.Item name="phone" label={tr('teacher.phone')} rules={[{ required: true, pattern: /^1\d{2}(\d{4}|\*{4})\d{4}$/ }]}>
          <Input data-testid="teacher-phone" maxLength={11} />
        </Form.Item>
        <Form.Item name="sex" label={tr('teacher.sex')}>
          <Radio.Group
            options={[
              { value: 1, label: tr('teacher.male') },
              { value: 2, label: tr('teacher.female') },
              { value: 3, label: tr('teacher.secret') },
            ]}
          />
        </Form.Item>
        <Form.Item name="departmentId" label={tr('common.department')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" options={props.departments} data-testid="teacher-department" />
        </Form.Item>
        <Form.Item name="dutyId" label={tr('teacher.duty')}>
          <Select allowClear options={DUTIES} />
        </Form.Item>
        <Form.Item name="workPlace" label={tr('teacher.workPlace')}>
          <Select allowClear options={(places.data ?? []).map((p) => ({ value: p.name, label: p.name }))} />
        </Form.Item>
        <Form.Item name="joinDate" label={tr('teacher.joinDate')}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="weixin" label={tr('teacher.wechat')} extra={tr('teacher.wechatHint')}>
          <Input />
        </Form.Item>
        <Form.Item name="status" label={tr('common.status')}>
          <Radio.Group
            options={[
              { value: 0, label: tr('teacher.statusOn') },
              { value: 1, label: tr('teacher.statusLeft') },
            ]}
          />
        </Form.Item>
        {status === 1 && (
          <Form.Item name="leaveDate" label={tr('teacher.leaveDate')} rules={[{ required: true }]}>
            <DatePicker />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
