import type { PendingCountsReply } from '@topup/contracts/api/live-events.ts';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import { DEFAULT_QUEUE_TAB, QUEUE_TAB_KEYS, type QueueTab } from '@topup/contracts/queue-tabs.ts';
import { Badge, Drawer, Flex, Grid, Layout, Menu, type MenuProps, Spin, Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { CommandPalette } from '../../features/desk/command-palette.tsx';
import { LiveDeskProvider } from '../../features/desk/live-desk-provider.tsx';
import { NotificationPrompt } from '../../features/desk/notification-prompt.tsx';
import { useSecondApprovalCount } from '../../features/money/api.ts';
import { hasPermission } from '../../shared/api/use-me.ts';
import { useLiveDesk } from '../../shared/live/live-context.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { MENU_GROUPS, SCREENS } from '../screens.tsx';
import { AppHeader } from './app-header.tsx';
import { useSessionActions } from './session-actions.ts';
import { useLongPressKey } from './use-long-press-key.ts';

const LOCK_HOLD_MS = 1000;

/** Menu entries that show, live, how many items each tab of their queue holds. */
const COUNTED: Record<string, keyof PendingCountsReply> = {
  'pending-deposits': 'deposit',
  'pending-withdrawals': 'withdrawal',
};

/**
 * Each queue tab's badge: "To act" in red (antd's default red carries white text at 3.3:1;
 * this one passes WCAG AA, 5.6:1), "To verify" in grey (7:1); its title in desk's texts.
 */
const TAB_BADGES: Record<QueueTab, { color: string; title: string }> = {
  to_act: { color: '#cf1322', title: 'desk.waiting' },
  to_verify: { color: '#595959', title: 'desk.toVerify' },
};

// A long label (bm, cn) beside its waiting counts wraps onto a second line (index.html lets the
// menu item grow), so it is read whole and the counts stay whole too.
const MENU_LABEL_ROW = { width: '100%' };
const MENU_LABEL_TEXT = { minWidth: 0, whiteSpace: 'normal', lineHeight: '20px' } as const;

/** The menu entry of the "Awaiting second approval" queue, counted by its own poll. */
const SECOND_APPROVAL_PATH = 'second-approval';

function MenuLabel({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const counts = useLiveDesk().counts;
  const secondApprovals = useSecondApprovalCount(path === SECOND_APPROVAL_PATH).data;
  const kind = COUNTED[path];
  const tabs = kind ? counts?.[kind] : null;
  const secondWaiting = path === SECOND_APPROVAL_PATH ? (secondApprovals ?? 0) : 0;
  return (
    <Link to={`/${path}`}>
      <Flex justify="space-between" align="center" gap={8} style={MENU_LABEL_ROW}>
        <span style={MENU_LABEL_TEXT}>{label}</span>
        {kind && tabs && (
          <Flex gap={4} style={{ flexShrink: 0 }}>
            {QUEUE_TAB_KEYS.filter((tab) => tabs[tab] > 0).map((tab) => (
              <Badge
                key={tab}
                count={tabs[tab]}
                overflowCount={999}
                color={TAB_BADGES[tab].color}
                data-testid={tab === DEFAULT_QUEUE_TAB ? `menu-count-${kind}` : `menu-count-${kind}-${tab}`}
                title={t(TAB_BADGES[tab].title, { count: tabs[tab] })}
              />
            ))}
          </Flex>
        )}
        {secondWaiting > 0 && (
          <Badge
            count={secondWaiting}
            overflowCount={999}
            color={TAB_BADGES.to_act.color}
            data-testid={`menu-count-${path}`}
            title={t('desk.waiting', { count: secondWaiting })}
          />
        )}
      </Flex>
    </Link>
  );
}

/** Menu entries the operator's role permits, grouped by area. */
function menuItems(me: StaffMe, t: (key: string) => string): MenuProps['items'] {
  return MENU_GROUPS.flatMap((group) => {
    const entries = SCREENS.filter(
      (s) => s.group === group && s.menuLabel && hasPermission(me, s.permission),
    );
    if (!entries.length) return [];
    return [
      {
        type: 'group' as const,
        key: `group-${group}`,
        label: t(`menu.groups.${group}`),
        children: entries.map((s) => ({
          key: s.path,
          icon: s.icon,
          label: <MenuLabel path={s.path} label={t(s.menuLabel!)} />,
        })),
      },
    ];
  });
}

export function AppLayout({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { lock, logout } = useSessionActions();
  const { failure } = useFeedback();
  const lockNow = () => void lock().catch(failure);
  useLongPressKey('q', LOCK_HOLD_MS, lockNow);

  // The menu entry whose path is the longest prefix of the address (operators/3/edit -> operators).
  const current = SCREENS.filter((s) => s.menuLabel)
    .filter((s) => matchPath({ path: `/${s.path}`, end: false }, location.pathname))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const selected = current?.path;
  // The browser tab says the screen in the menu's words ("Players – Back Office").
  const tabTitle = current?.menuLabel ? `${t(current.menuLabel)} – ${t('app.title')}` : t('app.title');
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  // Below the sider's width (a phone) the menu opens in a drawer from the header's menu button.
  const phone = Grid.useBreakpoint().lg === false;
  const [menuOpen, setMenuOpen] = useState(false);
  const navigation = (
    <nav aria-label="main">
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={menuItems(me, t)}
        onClick={() => setMenuOpen(false)}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );

  return (
    <LiveDeskProvider me={me}>
      <Layout style={{ minHeight: '100vh' }}>
        {phone ? (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement="left"
            width={264}
            title={t('app.title')}
            styles={{ body: { padding: 0 } }}
          >
            {navigation}
          </Drawer>
        ) : (
          <Layout.Sider
            width={232}
            theme="light"
            // The menu scrolls on its own; the page scrolls under it.
            style={{
              borderInlineEnd: '1px solid #f0f0f0',
              position: 'sticky',
              top: 0,
              height: '100vh',
              overflowY: 'auto',
            }}
          >
            <Flex align="center" style={{ height: 56, paddingInline: 20 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('app.title')}
              </Typography.Title>
            </Flex>
            {navigation}
          </Layout.Sider>
        )}
        <Layout>
          <AppHeader
            me={me}
            onMenu={phone ? () => setMenuOpen(true) : undefined}
            onLock={lockNow}
            onLogout={() => void logout()}
          />
          <Layout.Content style={{ padding: 20 }}>
            <CommandPalette
              screens={SCREENS.filter((s) => s.menuLabel && hasPermission(me, s.permission)).map((s) => ({
                path: s.path,
                label: t(s.menuLabel!),
              }))}
              may={{
                members: hasPermission(me, 'members.view'),
                accounts: hasPermission(me, 'member_accounts.view'),
              }}
            />
            <NotificationPrompt />
            <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </LiveDeskProvider>
  );
}
