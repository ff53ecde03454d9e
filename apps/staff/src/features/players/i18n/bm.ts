export default {
  gameIds: 'ID Permainan',
  depositCount: 'Bilangan Deposit',
  lastDeposit: 'Deposit Terakhir',
  registeredAt: 'Masa Pendaftaran',
  bank: 'Maklumat Bank',
  edit: 'Pemain {{name}}',
  confirmSave: 'Simpan perubahan untuk ahli {{name}}?',
};
