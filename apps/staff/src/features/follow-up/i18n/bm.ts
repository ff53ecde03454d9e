export default {
  title: 'Susulan',
  open: 'Terbuka',
  settledTab: 'Selesai',
  kinds: {
    lead: 'Prospek halaman',
    member: 'Ahli',
  },
  won: 'Menang',
  lost: 'Kalah',
  reason: 'Sebab',
  reasons: {
    landing_won: 'Halaman pendaratan: menang',
    landing_lost: 'Halaman pendaratan: tidak menang',
    fraud: 'Ditanda sebagai penipuan',
  },
  settledAt: 'Diselesaikan',
  settle: 'Selesaikan',
  settleTitle: 'Selesaikan susulan: {{name}}',
  confirmSettle: 'Selesaikan susulan {{name}}?',
  remarkRequired: 'Sila masukkan catatan.',
  settled: 'Susulan diselesaikan.',
};
