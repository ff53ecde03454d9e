export default {
  title: 'Peranan',
  create: 'Cipta Peranan',
  edit: 'Sunting Peranan',
  permissions: 'Kebenaran',
  paymentGateway: 'Gerbang Pembayaran',
  gatewayOn: 'Hidup',
  gatewayOff: 'Mati (tiada deposit atau pengeluaran)',
  bankGroups: 'Kumpulan bank yang dikendalikan',
  allGroups: 'Semua kumpulan bank',
  bankGroupsHint:
    'Operator peranan ini hanya melihat dan mengendalikan deposit dan pengeluaran kumpulan bank ini (dan yang belum mempunyai bank). Biarkan kosong untuk semua.',
  operatorCount: 'Operator',
  selectAll: 'Semua',
  superNote: 'Super Admin memegang semua kebenaran; ia tidak boleh dibuang.',
  confirmCreate: 'Cipta peranan {{name}} dengan {{count}} kebenaran?',
  confirmUpdate:
    'Simpan peranan {{name}} dengan {{count}} kebenaran? Operator yang memegangnya menerima perubahan serta-merta.',
  permissionCount: '{{count}} kebenaran',
  limits: {
    title: 'Had jumlah (kelulusan kedua jika melebihi)',
    hint: 'Jumlah tertinggi yang dipindahkan sendiri oleh operator peranan ini. Melebihi itu, tindakan menunggu operator kedua. Kosong: tiada had.',
    none: 'Tiada had',
    kinds: {
      adjustment: 'Pelarasan',
      quick_topup: 'Tambah Nilai Pantas',
      insert: 'Masukkan Transaksi',
      withdrawal_approval: 'Kelulusan pengeluaran',
    },
  },
};
