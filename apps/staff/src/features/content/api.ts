import { useQuery } from '@tanstack/react-query';
import type { BonusRow } from '@topup/contracts/api/bonuses.ts';
import type { AnnouncementView, BannerView, PromotionView } from '@topup/contracts/api/content.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { api } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { defineResource, type Resource } from '../../shared/resource/resource.ts';

export const bannersResource = defineResource('/api/staff/banners', '/banners');
export const announcementsResource = defineResource('/api/staff/announcements', '/announcements');
export const promotionsResource = defineResource('/api/staff/promotions', '/promotions');
export const bannersList = listSource<BannerView>(bannersResource.endpoint, 'position');
export const announcementsList = listSource<AnnouncementView>(announcementsResource.endpoint, 'position');
export const promotionsList = listSource<PromotionView>(promotionsResource.endpoint, 'position');

const BONUSES_URL = '/api/staff/bonuses';

/** The bonuses a promotion can point to, as select options. */
export function useBonusOptions() {
  return useQuery({
    queryKey: [BONUSES_URL, 'options'],
    queryFn: () =>
      api
        .get<ListPage<BonusRow>>(BONUSES_URL, { per_page: 200 })
        .then((r) => r.data.map((b) => ({ value: b.id, label: b.name }))),
  });
}

/** Deletes one item of a content kind, then refreshes that kind's list. */
export function useDeleteContent(resource: Resource) {
  return useWrite(
    (id: number) => api.delete<{ data: null }>(resource.item(id)),
    () => [[resource.endpoint]],
  );
}
