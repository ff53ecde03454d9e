import { LockOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import { Button, Flex, Grid, Layout, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SoundToggle } from '../../features/desk/sound-toggle.tsx';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';

const NAME_ON_PHONE = {
  maxWidth: 96,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * The bar above every screen: sound, language, the operator (to their profile), lock and logout;
 * `onMenu` (a phone) adds the button that opens the menu. On a phone the operator's role is left out, a long name is cut, and the buttons show only
 * their icons (their names stay as accessible names), so the bar fits 390 px.
 */
export function AppHeader({
  me,
  onMenu,
  onLock,
  onLogout,
}: {
  me: StaffMe;
  onMenu?: () => void;
  onLock: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  return (
    <Layout.Header
      style={{
        background: '#fff',
        paddingInline: phone ? 12 : 20,
        borderBottom: '1px solid #f0f0f0',
        height: 56,
      }}
    >
      <Flex justify="flex-end" align="center" gap={phone ? 8 : 12} style={{ height: '100%' }}>
        {onMenu && (
          <Button
            icon={<MenuOutlined />}
            onClick={onMenu}
            aria-label={t('header.menu')}
            style={{ marginInlineEnd: 'auto' }}
          />
        )}
        <SoundToggle />
        <LanguageSwitch />
        <Link to="/profile" title={`${me.operator.name} (${me.role.name})`}>
          <Flex align="center" gap={6}>
            <UserOutlined />
            <span data-testid="operator-name" style={phone ? NAME_ON_PHONE : undefined}>
              {me.operator.name}
            </span>
            {!phone && <Typography.Text type="secondary">({me.role.name})</Typography.Text>}
          </Flex>
        </Link>
        <Tooltip title={t('header.lockHint')}>
          <Button icon={<LockOutlined />} onClick={onLock} aria-label={t('header.lock')}>
            {!phone && t('header.lock')}
          </Button>
        </Tooltip>
        <Button icon={<LogoutOutlined />} onClick={onLogout} aria-label={t('header.logout')}>
          {!phone && t('header.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
