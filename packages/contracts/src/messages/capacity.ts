/** Messages about the server's capacity. */
export const CAPACITY_MESSAGES = {
  SERVER_BUSY: {
    status: 503,
    en: 'The server is busy. Please try again in a moment.',
    bm: 'Pelayan sedang sibuk. Sila cuba lagi sebentar lagi.',
    cn: '服务器繁忙，请稍后再试。',
  },
} as const;
