import { useEffect } from 'react';
import { App } from 'antd';
import { registerFeedback } from '../platform/feedback/toast';

/** Hands the themed message/modal APIs to code outside React (the request layer, the copy helper). */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    registerFeedback(message, modal);
  }, [message, modal]);
  return null;
}
