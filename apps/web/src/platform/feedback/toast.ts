import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;
type MessageInstance = AppApi['message'];
type ModalHookAPI = AppApi['modal'];

/**
 * The antd message/modal APIs bound to the app's ConfigProvider (theme, locale). `AppFeedbackBridge`
 * registers them once mounted; code outside React (the request layer) uses them through here.
 */
let messageApi: MessageInstance | null = null;
let modalApi: ModalHookAPI | null = null;

export function registerFeedback(message: MessageInstance, modal: ModalHookAPI): void {
  messageApi = message;
  modalApi = modal;
}

export function getMessage(): MessageInstance | null {
  return messageApi;
}

export function getModal(): ModalHookAPI | null {
  return modalApi;
}

let errorVisible = false;
let pendingOnClose: Array<() => void> = [];

/**
 * Spec 00 §8: an error toast is shown only if none is already visible. `onClose` runs when the toast
 * closes (the 401 flow leaves for the login page then); when another toast is visible, the action
 * waits for that one to close instead. Returns whether a new toast was shown.
 */
export function showErrorOnce(text: string, onClose?: () => void, durationSeconds = 3): boolean {
  if (onClose) pendingOnClose.push(onClose);
  if (errorVisible) return false;
  errorVisible = true;
  const done = (): void => {
    errorVisible = false;
    const actions = pendingOnClose;
    pendingOnClose = [];
    for (const a of actions) a();
  };
  if (!messageApi) {
    // Not mounted yet (very early failure): fall back to the console and act at once.
    console.error(text);
    setTimeout(done, 0);
    return true;
  }
  void messageApi.open({ type: 'error', content: text, duration: durationSeconds, onClose: done });
  return true;
}

export function isErrorToastVisible(): boolean {
  return errorVisible;
}
