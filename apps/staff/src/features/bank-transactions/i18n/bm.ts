export default {
  guessTitle: 'Lajur diteka daripada nama pengepala',
  guessHint: 'Semak lajur di bawah dan baris pratonton; sahkan sekali dan akaun bank ini akan mengingatinya.',
  confirmGuess: 'Sahkan lajur ini',
  remembered: 'Menggunakan lajur yang telah disahkan sebelum ini untuk akaun bank ini.',
  reference: 'Rujukan',
};
