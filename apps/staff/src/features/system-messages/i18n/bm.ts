export default {
  title: 'Mesej Sistem',
  hint: 'Perkataan balasan yang dilihat oleh ahli dan kakitangan, mengikut bahasa. Biarkan bahasa kosong untuk menggunakan lalai. Kekalkan perkataan bermula dengan titik bertindih (seperti :amount): ia akan diisi.',
  code: 'Mesej',
  edited: 'Diubah',
  text: 'Teks',
  default: 'Lalai',
  confirmSave: 'Simpan perkataan {{code}}? Balasan menggunakannya serta-merta.',
};
