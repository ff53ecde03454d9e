import { REPORT_TEXTS } from '@topup/contracts/report-texts.ts';

export default {
  ...REPORT_TEXTS.bm,
  menu: 'Laporan',
  total: 'Jumlah keseluruhan',
  chart: 'Carta laporan',
  filters: {
    product: 'Produk',
    bank: 'Akaun bank',
    operator: 'Operator',
    member: 'Nama atau telefon ahli',
    all: 'Semua',
  },
  range: 'Julat tarikh ({{zone}})',
  empty: 'Tiada apa-apa dalam julat ini.',
  fraud: {
    dismissedBy: 'Ditolak oleh {{by}} pada {{at}}: {{remark}}',
    dismiss: 'Tolak',
    dismissTitle: 'Tolak isyarat ini?',
    clearFlag: 'Padam tanda penipuan',
    clearTitle: 'Padam tanda penipuan {{name}}?',
    remark: 'Catatan (wajib)',
    done: 'Disimpan.',
    viewMember: 'Buka ahli {{name}}',
  },
  timeout: {
    check: 'Semak sekarang',
    checked: 'Disemak: {{succeeded}} dikreditkan, {{failed}} tidak dikreditkan, {{left}} masih terbuka.',
  },
};
