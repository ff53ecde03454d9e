export default {
  title: 'Zon Waktu Perniagaan',
  zone: 'Zon waktu',
  hint: 'Hari ini, hari laporan, syif, penapis tarikh senarai, had harian dan masa penyata bank mengikut zon ini.',
  confirmSave:
    'Tukar zon waktu perniagaan kepada {{zone}}? Laporan dan hari dikira dalam zon ini serta-merta.',
};
