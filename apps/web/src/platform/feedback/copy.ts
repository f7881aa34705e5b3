import { i18n } from '../i18n/i18n';
import { getMessage } from './toast';

/**
 * The copy helper (spec 00 §2): with nothing to copy it shows an error — or a warning in the
 * directive form (a copy button bound to a value) — and success shows the copy-success message.
 */
export async function copyText(text: string | number | null | undefined, form: 'call' | 'directive' = 'call'): Promise<boolean> {
  const message = getMessage();
  const value = text == null ? '' : String(text);
  if (!value) {
    if (form === 'directive') void message?.warning(i18n.t('copy.nothingDirective'));
    else void message?.error(i18n.t('copy.nothing'));
    return false;
  }
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(value);
    } else {
      legacyCopy(value);
    }
    void message?.success(i18n.t('copy.success'));
    return true;
  } catch {
    try {
      legacyCopy(value);
      void message?.success(i18n.t('copy.success'));
      return true;
    } catch {
      void message?.error(i18n.t('copy.failed'));
      return false;
    }
  }
}

function legacyCopy(value: string): void {
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}
