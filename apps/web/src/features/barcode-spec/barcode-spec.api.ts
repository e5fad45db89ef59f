import type { BarcodeFormatInUse, Good, Page } from '@tm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

export const useBarcodeFormats = () =>
  useQuery({
    queryKey: ['goods', 'barcode-formats'],
    queryFn: () => api.get<BarcodeFormatInUse[]>('/management/barcode-formats'),
  });

/** The good a decoded barcode names, by its item code (or PLU), searched in the caller's goods. */
export const useGoodByCode = (code: string | null) =>
  useQuery({
    queryKey: ['goods', 'by-code', code],
    queryFn: async () => {
      const page = await api.get<Page<Good>>('/management/goods', { query: { q: code ?? '', per_page: 20 } });
      const digits = Number(code);
      return page.list.find((good) => Number(good.item_code) === digits || good.plu === digits) ?? null;
    },
    enabled: Boolean(code),
  });
