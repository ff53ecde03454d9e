export default {
  title: 'Sediakan laman ini',
  intro:
    'Belum ada operator. Cipta Super Admin: ia memegang setiap kebenaran dan melihat setiap deposit dan pengeluaran.',
  code: 'Kod persediaan',
  codeHelp:
    'Dicetak dalam log pelayan semasa ia bermula ("No operator exists yet..."). Ia berfungsi sekali sahaja. Mulakan semula pelayan untuk kod baharu.',
  name: 'Nama',
  username: 'Nama pengguna',
  password: 'Kata laluan',
  confirmPassword: 'Sahkan kata laluan',
  pin: 'PIN keselamatan (4 hingga 6 digit)',
  confirmPin: 'Sahkan PIN keselamatan',
  passwordMismatch: 'Kata laluan tidak sepadan.',
  pinMismatch: 'PIN tidak sepadan.',
  usernameFormat: '3 hingga 50 huruf, digit, titik, sengkang atau garis bawah.',
  submit: 'Cipta Super Admin',
  checking: 'Menyemak sama ada laman ini telah disediakan…',
};
