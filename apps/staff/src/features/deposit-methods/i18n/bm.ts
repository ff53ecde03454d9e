export default {
  menu: 'Kaedah Deposit',
  create: 'Cipta Kaedah Deposit',
  edit: 'Sunting Kaedah Deposit',
  intro:
    'Jubin kaedah yang dipilih ahli pada skrin deposit, mengikut susunan ini. Sesuatu kaedah ditawarkan selagi ia dipaparkan dan mempunyai sekurang-kurangnya satu akaun bank yang dipaparkan.',
  order: 'Susunan',
  moveUp: 'Alih {{name}} ke atas',
  moveDown: 'Alih {{name}} ke bawah',
  image: 'Imej',
  name: 'Nama',
  type: 'Label jenis',
  banks: 'Akaun bank',
  banksHint:
    'Pilihan pembayaran yang dipilih ahli selepas kaedah ini. Satu akaun bank hanya milik satu kaedah deposit.',
  inOther: '{{bank}} (dalam {{method}})',
  hiddenBank: 'tersembunyi',
  shown: 'Dipaparkan',
  showFor: 'Paparkan {{name}} kepada ahli',
  offered: 'Dilihat ahli',
  offeredYes: 'Ditawarkan',
  offeredNoBank: 'Tiada akaun bank yang dipaparkan',
  offeredHidden: 'Tersembunyi',
  empty:
    'Belum ada kaedah deposit: ahli tidak boleh membuat deposit sehingga satu dicipta dengan akaun bank.',
  delete: 'Padam',
  confirmSave: 'Simpan {{name}}? Skrin deposit ahli menunjukkan perubahan serta-merta.',
  confirmDelete:
    'Padam {{name}}? Hanya kaedah tanpa akaun bank dan tidak dinamakan oleh mana-mana peranan boleh dipadam; sembunyikannya jika tidak.',
};
