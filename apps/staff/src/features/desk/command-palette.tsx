import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal, Spin, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type PaletteAccount, type PaletteMember, usePaletteSearch } from './use-palette-search.ts';

export type PaletteScreen = { path: string; label: string };
type Entry = { key: string; label: string; detail: string; to: string };

const MAX_SCREENS = 8;

function resultEntry(r: PaletteAccount | PaletteMember, t: (k: string) => string): Entry {
  if (r.kind === 'account') {
    const { account } = r;
    return {
      key: `account-${account.id}`,
      label: `${account.username} (${account.product_name})`,
      detail: `${t('desk.palette.gameId')} · ${account.member_name} ${account.member_phone}`,
      to: `/workstation?account=${encodeURIComponent(account.username)}`,
    };
  }
  const { member } = r;
  return {
    key: `member-${member.id}`,
    label: member.name,
    detail: `${t('desk.palette.member')} · ${member.phone}`,
    to: `/members/${member.id}/edit`,
  };
}

/**
 * Ctrl+K (or Cmd+K): jump to any screen the operator may open, or find a member by phone or
 * name and a game account by game ID. Arrows move, Enter opens, Escape closes.
 */
export function CommandPalette(props: {
  screens: PaletteScreen[];
  may: { members: boolean; accounts: boolean };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const search = usePaletteSearch(text, props.may);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setText('');
        setActive(0);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const entries = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const screens = props.screens
      .filter((s) => !needle || s.label.toLowerCase().includes(needle))
      .slice(0, MAX_SCREENS)
      .map((s) => ({
        key: `screen-${s.path}`,
        label: s.label,
        detail: t('desk.palette.screen'),
        to: `/${s.path}`,
      }));
    return [...screens, ...search.results.map((r) => resultEntry(r, t))];
  }, [text, props.screens, search.results, t]);

  const go = (entry: Entry | undefined) => {
    if (!entry) return;
    setOpen(false);
    void navigate(entry.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, entries.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') go(entries[active]);
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      open={open}
      onCancel={() => setOpen(false)}
      footer={null}
      closable={false}
      title={t('desk.palette.title')}
      destroyOnHidden
      width={560}
    >
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('desk.palette.placeholder')}
        aria-label={t('desk.palette.placeholder')}
        role="combobox"
        aria-expanded
        aria-controls="command-palette-list"
        aria-activedescendant={entries[active] ? `palette-${entries[active].key}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        suffix={search.loading ? <Spin size="small" /> : null}
      />
      {entries.length === 0 ? (
        <Empty description={t('desk.palette.nothing')} style={{ marginTop: 16 }} />
      ) : (
        <div
          id="command-palette-list"
          role="listbox"
          tabIndex={-1}
          aria-label={t('desk.palette.title')}
          style={{ margin: '12px 0 0', maxHeight: 360, overflowY: 'auto' }}
        >
          {entries.map((entry, index) => (
            <div
              key={entry.key}
              id={`palette-${entry.key}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(e) => {
                e.preventDefault();
                go(entry);
              }}
              style={{
                padding: '8px 12px',
                borderRadius: 6,
                cursor: 'pointer',
                background: index === active ? '#e6efff' : undefined,
              }}
            >
              <Typography.Text strong>{entry.label}</Typography.Text>{' '}
              <Typography.Text style={{ color: '#595959' }}>{entry.detail}</Typography.Text>
            </div>
          ))}
        </div>
      )}
      <Typography.Paragraph style={{ margin: '12px 0 0', fontSize: 12, color: '#595959' }}>
        {t('desk.palette.hint')}
      </Typography.Paragraph>
    </Modal>
  );
}
