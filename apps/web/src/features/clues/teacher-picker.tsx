import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchTeachers } from './api';
import './i18n';

/** A teacher of the current subject, searched by name or phone (teacherList). */
export function TeacherPicker({
  value,
  onChange,
  width = 240,
}: {
  value?: string;
  onChange: (id: string | undefined) => void;
  width?: number;
}) {
  const { t: tr } = useTranslation('clues');
  const [text, setText] = useState('');
  const { data = [], isFetching } = useQuery({ queryKey: ['clues', 'teachers', text], queryFn: () => searchTeachers(text) });
  return (
    <Select
      showSearch
      allowClear
      value={value}
      style={{ width }}
      placeholder={tr('allot.search')}
      filterOption={false}
      onSearch={setText}
      loading={isFetching}
      onChange={(v) => onChange(v ?? undefined)}
      options={data.map((t) => ({ value: t.id, label: `${t.realname}${t.phone ? ` ${t.phone}` : ''}` }))}
      data-testid="teacher-picker"
    />
  );
}
