import {
  CalculatorOutlined,
  ClockCircleOutlined,
  ControlOutlined,
  DollarCircleOutlined,
  FileImageOutlined,
  FlagOutlined,
  GiftOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  SendOutlined,
  SettingOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { type ComponentType, lazy } from 'react';
import type { Screen } from './screens.tsx';

function page<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const banners = () => import('../features/content/banner-form-page.tsx');
const announcements = () => import('../features/content/announcement-form-page.tsx');
const promotions = () => import('../features/content/promotion-form-page.tsx');
const bonuses = () => import('../features/bonuses/bonus-form-page.tsx');

/** The member site's content and settings: promotions, banners, announcements, gallery, website, business time zone. */
export const CONTENT_SCREENS: Screen[] = [
  {
    path: 'bonuses',
    group: 'promotions',
    permission: 'bonuses.view',
    menuLabel: 'bonuses.title',
    icon: <DollarCircleOutlined />,
    page: page(() => import('../features/bonuses/bonuses-page.tsx'), 'BonusesPage'),
  },
  {
    path: 'bonuses/create',
    group: 'promotions',
    permission: 'bonuses.manage',
    page: page(bonuses, 'BonusFormPage'),
  },
  {
    path: 'bonuses/:id/edit',
    group: 'promotions',
    permission: 'bonuses.manage',
    page: page(bonuses, 'BonusFormPage'),
  },
  {
    path: 'bonuses/run',
    group: 'promotions',
    permission: 'bonuses.run',
    menuLabel: 'bonuses.run.title',
    icon: <CalculatorOutlined />,
    page: page(() => import('../features/bonuses/bonus-run-page.tsx'), 'BonusRunPage'),
  },
  {
    path: 'rollover-settings',
    group: 'promotions',
    permission: 'rollover.manage',
    menuLabel: 'rollover.title',
    icon: <ControlOutlined />,
    page: page(() => import('../features/rollover/rollover-settings-page.tsx'), 'RolloverSettingsPage'),
  },
  {
    path: 'fortune-spin',
    group: 'promotions',
    permission: 'fortune_spin.view',
    menuLabel: 'fortune-spin.title',
    icon: <TrophyOutlined />,
    page: page(() => import('../features/fortune-spin/fortune-spin-page.tsx'), 'FortuneSpinPage'),
  },
  {
    path: 'promotions',
    group: 'promotions',
    permission: 'content.view',
    menuLabel: 'content.promotions.title',
    icon: <GiftOutlined />,
    page: page(() => import('../features/content/promotions-page.tsx'), 'PromotionsPage'),
  },
  {
    path: 'promotions/create',
    group: 'promotions',
    permission: 'content.manage',
    page: page(promotions, 'PromotionFormPage'),
  },
  {
    path: 'promotions/:id/edit',
    group: 'promotions',
    permission: 'content.manage',
    page: page(promotions, 'PromotionFormPage'),
  },
  {
    path: 'banners',
    group: 'content',
    permission: 'content.view',
    menuLabel: 'content.banners.title',
    icon: <PictureOutlined />,
    page: page(() => import('../features/content/banners-page.tsx'), 'BannersPage'),
  },
  {
    path: 'banners/create',
    group: 'content',
    permission: 'content.manage',
    page: page(banners, 'BannerFormPage'),
  },
  {
    path: 'banners/:id/edit',
    group: 'content',
    permission: 'content.manage',
    page: page(banners, 'BannerFormPage'),
  },
  {
    path: 'announcements',
    group: 'content',
    permission: 'content.view',
    menuLabel: 'content.announcements.title',
    icon: <NotificationOutlined />,
    page: page(() => import('../features/content/announcements-page.tsx'), 'AnnouncementsPage'),
  },
  {
    path: 'announcements/create',
    group: 'content',
    permission: 'content.manage',
    page: page(announcements, 'AnnouncementFormPage'),
  },
  {
    path: 'announcements/:id/edit',
    group: 'content',
    permission: 'content.manage',
    page: page(announcements, 'AnnouncementFormPage'),
  },
  {
    path: 'gallery',
    group: 'content',
    permission: 'content.view',
    menuLabel: 'gallery.title',
    icon: <FileImageOutlined />,
    page: page(() => import('../features/gallery/gallery-page.tsx'), 'GalleryPage'),
  },
  {
    path: 'system-messages',
    group: 'content',
    permission: 'content.view',
    menuLabel: 'system-messages.title',
    icon: <MessageOutlined />,
    page: page(() => import('../features/system-messages/system-messages-page.tsx'), 'SystemMessagesPage'),
  },
  {
    path: 'website-settings',
    group: 'content',
    permission: 'settings.view',
    menuLabel: 'website-settings.title',
    icon: <SettingOutlined />,
    page: page(() => import('../features/website-settings/website-settings-page.tsx'), 'WebsiteSettingsPage'),
  },
  {
    path: 'business-time-zone',
    group: 'content',
    permission: 'settings.view',
    menuLabel: 'business-time-zone.title',
    icon: <ClockCircleOutlined />,
    page: page(
      () => import('../features/business-time-zone/business-time-zone-page.tsx'),
      'BusinessTimeZonePage',
    ),
  },
  {
    path: 'telegram-alerts',
    group: 'content',
    permission: 'settings.view',
    menuLabel: 'telegram-alerts.title',
    icon: <SendOutlined />,
    page: page(() => import('../features/telegram-alerts/telegram-alerts-page.tsx'), 'TelegramAlertsPage'),
  },
  {
    path: 'landing-settings',
    group: 'content',
    permission: 'settings.view',
    menuLabel: 'landing-settings.title',
    icon: <FlagOutlined />,
    page: page(() => import('../features/landing-settings/landing-settings-page.tsx'), 'LandingSettingsPage'),
  },
];
