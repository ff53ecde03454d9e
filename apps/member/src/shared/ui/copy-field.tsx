import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Icon } from './icons.tsx';

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older WebViews and http pages have no async clipboard.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** A read-only value with a copy button that confirms 'Copied'. */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-row">
        <input id={id} className="input" value={value} readOnly />
        <button
          type="button"
          className="copy-btn"
          aria-label={`${t('common.copy')} ${label}`}
          onClick={() => void copyText(value).then(() => setCopied(true))}
        >
          <Icon.copy width={18} height={18} />
        </button>
        <span className="copy-done" role="status">
          {copied ? t('common.copied') : ''}
        </span>
      </div>
    </div>
  );
}
