import { useState } from 'react';
import { CloseOutlined, CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_URL } from '../../platform/env';
import { readJson, writeJson } from '../../platform/storage';

const KEY = 'console.feedbackClosed';

/** The floating link to the external survey form; closing it is remembered in this browser. */
export function FeedbackLink() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => readJson<boolean>(KEY, false));
  if (closed) return null;
  return (
    <div className="feedback-link" data-testid="feedback-link">
      <a href={FEEDBACK_URL} target="_blank" rel="noopener noreferrer">
        <CommentOutlined /> {t('layout.feedback')}
      </a>
      <button
        type="button"
        className="feedback-close"
        aria-label={t('layout.feedbackClose')}
        data-testid="feedback-close"
        onClick={() => {
          writeJson(KEY, true);
          setClosed(true);
        }}
      >
        <CloseOutlined />
      </button>
    </div>
  );
}
