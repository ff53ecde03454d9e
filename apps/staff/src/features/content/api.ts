import { defineResource } from '../../shared/resource/resource.ts';

export const bannersResource = defineResource('/api/staff/banners', '/banners');
export const announcementsResource = defineResource('/api/staff/announcements', '/announcements');
export const promotionsResource = defineResource('/api/staff/promotions', '/promotions');
export const BONUS_OPTIONS_URL = '/api/staff/bonuses';
