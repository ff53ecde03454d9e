export default {
  title: 'Amaran Telegram',
  confirmSave:
    'Simpan tetapan amaran Telegram? Amaran yang dihidupkan akan dihantar ke sembang mulai sekarang.',
  connection: 'Bot dan sembang',
  apiBase: 'Alamat Bot API',
  apiBaseHint: 'Biarkan kosong untuk {{address}}.',
  botToken: 'Token bot',
  botTokenHint: 'Token yang diberi BotFather kepada bot (123456789:AAE...).',
  botTokenKept:
    'Ditunjukkan bertopeng. Biarkan untuk mengekalkan token yang disimpan, atau tampal token baharu.',
  chats: 'Sembang',
  chatsHint:
    'ID sembang (kumpulan bermula dengan -) atau nama @saluran; tekan Enter selepas setiap satu. Bot mesti menjadi ahli.',
  language: 'Bahasa amaran',
  languages: { en: 'English', bm: 'Bahasa Malaysia', cn: '中文' },
  alerts: 'Amaran',
  kinds: {
    pending_wait: 'Deposit atau pengeluaran menunggu terlalu lama',
    large_amount: 'Deposit atau pengeluaran besar',
    discrepancy: 'Percanggahan penyedia',
    agent_credit: 'Kredit ejen di bawah amaran',
    failed_logins: 'Banyak log masuk kakitangan gagal',
  },
  hints: {
    pending_wait:
      'Sekali bagi setiap transaksi yang masih menunggu atau diproses selepas minit yang ditetapkan.',
    large_amount: 'Sekali bagi setiap deposit atau pengeluaran sekurang-kurangnya jumlah yang ditetapkan.',
    discrepancy: 'Sekali bagi setiap percanggahan baharu antara penyedia dan buku kita.',
    agent_credit:
      'Sekali sehari bagi setiap kiosk yang kredit ejennya di bawah amaran yang ditetapkan di Produk.',
    failed_logins:
      'Apabila bilangan kata laluan kakitangan yang salah dalam minit yang ditetapkan mencapai bilangan yang ditetapkan.',
  },
  waitMinutes: 'Menunggu sekurang-kurangnya (minit)',
  threshold: 'Jumlah sekurang-kurangnya',
  loginCount: 'Log masuk gagal',
  loginMinutes: 'Dalam (minit)',
  test: 'Ujian',
  testHint:
    'Menghantar mesej ujian ke sembang yang disimpan dengan token yang disimpan. Simpan perubahan anda dahulu.',
  sendTest: 'Hantar mesej ujian',
  testResults: 'Keputusan mesej ujian',
  sent: 'Dihantar',
  failed: 'Tidak dihantar',
};
