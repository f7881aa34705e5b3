import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyOf, NS } from './i18n';

const show = (v: unknown, none: string) =>
  v === null || v === undefined || v === '' ? none : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The changed fields of one history entry: 字段: old → new (old struck through). */
export function FieldDiff({ changes }: { changes: Record<string, [unknown, unknown]> }) {
  const { t: tr } = useTranslation(NS);
  const none = tr('history.none');
  return (
    <ul className="record-diff" data-testid="history-diff">
      {Object.entries(changes).map(([field, pair]) => {
        const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
        return (
          <li key={field} data-field={field}>
            <Typography.Text strong>{tr(`field.${keyOf(field)}`, { defaultValue: field })}</Typography.Text>
            {': '}
            <Typography.Text delete type="secondary" data-testid="diff-old">
              {show(before, none)}
            </Typography.Text>
            {' → '}
            <Typography.Text data-testid="diff-new">{show(after, none)}</Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}
