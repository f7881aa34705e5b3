import { useState } from 'react';
import { Segmented, Select, Space } from 'antd';
import { dictionaryOptions } from '@console/domain';
import { useTranslation } from 'react-i18next';
import { RecordTable } from './record-table';

/** Cash / coin / diamond account records (account_type 1/2/3) with the trans_type filter. */
export function AccountTab({ uid }: { uid: string }) {
  const { t: tr, i18n } = useTranslation('students');
  const [accountType, setAccountType] = useState(2);
  const [transType, setTransType] = useState<number | undefined>();
  const types = dictionaryOptions('transType', i18n.language === 'en' ? 'en' : 'zh');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          value={accountType}
          onChange={(v) => setAccountType(Number(v))}
          options={[
            { value: 1, label: tr('acc.cash') },
            { value: 2, label: tr('acc.coin') },
            { value: 3, label: tr('acc.diamond') },
          ]}
          data-testid="account-type"
        />
        <Select
          allowClear
          placeholder={tr('acc.transType')}
          style={{ width: 180 }}
          value={transType}
          onChange={(v?: number) => setTransType(v)}
          options={types.map((o) => ({ value: Number(o.value), label: o.label }))}
        />
      </Space>
      <RecordTable
        uid={uid}
        tab="accounts"
        root="AccountPage"
        selection="id trans_type_text desc amount balance_after note update_date ctime"
        extra={{ account_type: accountType, trans_type: transType ?? null }}
        columns={[
          { key: 'trans_type_text', title: tr('acc.transType') },
          { key: 'amount', title: tr('acc.amount') },
          { key: 'balance_after', title: tr('acc.balance') },
          { key: 'desc', title: tr('acc.desc') },
          { key: 'note', title: tr('acc.note') },
          { key: 'ctime', title: tr('common.time'), render: 'time' },
        ]}
      />
    </Space>
  );
}
