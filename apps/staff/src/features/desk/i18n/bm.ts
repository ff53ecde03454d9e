export default {
  newItem: '{{type}} belum selesai baharu #{{id}}',
  kind: { deposit: 'Deposit', withdrawal: 'Pengeluaran' },
  waiting: '{{count}} menunggu',
  toVerify: '{{count}} perlu pengesahan',
  sound: 'Amaran bunyi',
  soundOn: 'Amaran bunyi hidup: klik untuk senyap',
  soundOff: 'Amaran bunyi mati: klik untuk hidupkan',
  volume: 'Kelantangan',
  testSound: 'Mainkan bunyi ujian',
  alertsTitle: 'Amaran untuk deposit dan pengeluaran baharu',
  alertsHint:
    'Bunyi dimainkan di mana-mana halaman apabila item baharu menunggu. Disimpan dalam profil anda, jadi ia mengikut anda ke mana-mana meja.',
  saved: 'Tetapan amaran disimpan.',
  notifyTitle: 'Terima pemberitahuan semasa tab ini di latar belakang?',
  notifyText:
    'Apabila deposit atau pengeluaran baharu tiba semasa anda bekerja di tab atau tetingkap lain, pelayar anda boleh memaparkan pemberitahuan. Pelayar anda meminta kebenaran sekali sahaja.',
  notifyAllow: 'Benarkan pemberitahuan',
  notifyLater: 'Bukan sekarang',
  palette: {
    title: 'Pergi ke',
    placeholder: 'Skrin, nama atau telefon ahli, ID permainan',
    screen: 'Skrin',
    member: 'Ahli',
    gameId: 'ID Permainan',
    nothing: 'Tiada yang dijumpai',
    hint: '↑ ↓ untuk bergerak, Enter untuk buka, Esc untuk tutup. Ctrl+K membukanya dari mana-mana halaman.',
  },
};
