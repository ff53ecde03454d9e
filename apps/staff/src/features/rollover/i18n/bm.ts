export default {
  title: 'Tetapan Rollover',
  confirmSave: 'Simpan tetapan rollover? Ia terpakai pada deposit dan pengeluaran seterusnya.',
  clearBelow: 'Kosongkan rollover tertunggak apabila baki pada atau di bawah',
  clearBelowHint: 'Ahli telah kehilangan (hampir) semua: sasaran tidak lagi menahan pengeluaran.',
  defaultMultiplier: 'Bonus baharu: pengganda rollover',
  defaultCalculation: 'Bonus baharu: pengiraan rollover',
  defaultType: 'Bonus baharu: jenis rollover',
  calculations: { deposit_bonus: 'Deposit campur bonus', bonus: 'Bonus sahaja' },
  types: { stack: 'Tindan', addon: 'Tambahan' },
};
