export interface Notification {
  id: string;
  typeId: number;
  typeName: string;
  title: string;
  briefIntroduction: string;
  content: string;
  jumpLink: string;
  notifyTime: number;
  isRead: boolean | number;
}

export const NOTIFY_PAGE_SIZE = 20;
export const SCROLL_DEBOUNCE_MS = 100;
