import { Form, Input, Modal, Select, message } from 'antd';
import { ROLES, SUBJECTS } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../platform/i18n/i18n';
import { fetchDepartmentTree, flatDepartments } from './api';
import { getStaff, resetStaffPassword, saveStaff, type StaffInput } from './staff-api';
import { ORG_NS } from './i18n';

/** Create / edit a console account, or (resetOnly) set a new password for it. */
export function StaffFormModal(props: { staffId: string | null; resetOnly: boolean; onClose: () => void; onSaved: () => void }) {
  const { t: tr } = useTranslation(ORG_NS);
  const [form] = Form.useForm<StaffInput & { password?: string }>();
  const en = currentLang() === 'en';
  const tree = useQuery({ queryKey: ['org', 'departments'], queryFn: fetchDepartmentTree });
  const record = useQuery({
    queryKey: ['org', 'staff', props.staffId],
    queryFn: () => getStaff(props.staffId!),
    enabled: Boolean(props.staffId),
  });
  useEffect(() => {
    if (record.data) form.setFieldsValue({ ...record.data, roleIds: record.data.roleIds, subjectList: record.data.subjectList });
  }, [record.data, form]);

  const submit = async () => {
    const v = await form.validateFields();
    if (props.resetOnly) {
      await resetStaffPassword(props.staffId!, v.password ?? '');
      message.success(tr('staff.pwdReset'));
    } else {
      await saveStaff({ ...v, id: props.staffId ?? undefined, status: record.data?.status ?? 0 });
      message.success(tr('common.saved'));
    }
    props.onSaved();
  };

  return (
    <Modal
      open
      title={props.resetOnly ? tr('staff.resetPwd') : props.staffId ? tr('staff.edit') : tr('staff.add')}
      onOk={submit}
      onCancel={props.onClose}
    >
      <Form form={form} layout="vertical">
        {!props.resetOnly && (
          <>
            <Form.Item
              name="userName"
              label={tr('staff.userName')}
              rules={[{ required: true, min: 2, max: 32, pattern: /^[A-Za-z0-9_.-]+$/ }]}
            >
              <Input data-testid="staff-username" />
            </Form.Item>
            <Form.Item name="realName" label={tr('staff.realName')} rules={[{ required: true, whitespace: true, max: 32 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="mobile" label={tr('common.mobile')} rules={[{ required: true, pattern: /^1\d{2}(\d{4}|\*{4})\d{4}$/ }]}>
              <Input maxLength={11} />
            </Form.Item>
            <Form.Item name="roleIds" label={tr('staff.roles')} rules={[{ required: true }]}>
              <Select mode="multiple" options={ROLES.map((r) => ({ value: r.id, label: en ? r.nameEn : r.nameZh }))} />
            </Form.Item>
            <Form.Item name="subjectList" label={tr('staff.subjects')} rules={[{ required: true }]}>
              <Select mode="multiple" options={SUBJECTS.map((s) => ({ value: s.code, label: en ? s.nameEn : s.nameZh }))} />
            </Form.Item>
            <Form.Item name="departmentId" label={tr('common.department')}>
              <Select allowClear showSearch optionFilterProp="label" options={flatDepartments(tree.data ?? [])} />
            </Form.Item>
          </>
        )}
        {(props.resetOnly || !props.staffId) && (
          <Form.Item
            name="password"
            label={props.resetOnly ? tr('staff.newPwd') : tr('staff.password')}
            rules={[{ required: true, min: 8, max: 16 }]}
          >
            <Input.Password />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
