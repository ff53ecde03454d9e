/** Messages of the back-office content screens (gallery, notes, spins, rollover). */
export const CONTENT_MESSAGES = {
  GALLERY_TYPE_REFUSED: {
    status: 415,
    en: 'Please upload a PNG, JPEG or WebP image.',
    bm: 'Sila muat naik imej PNG, JPEG atau WebP.',
    cn: '请上传 PNG、JPEG 或 WebP 图片。',
  },
  GALLERY_TOO_LARGE: {
    status: 413,
    en: 'The image is larger than :max MB. Please upload a smaller one.',
    bm: 'Imej melebihi :max MB. Sila muat naik imej yang lebih kecil.',
    cn: '图片超过 :max MB，请上传更小的图片。',
  },
  GALLERY_TOO_MANY_PIXELS: {
    status: 422,
    en: 'The image is larger than :max pixels on a side. Please resize it.',
    bm: 'Imej melebihi :max piksel pada satu sisi. Sila ubah saiznya.',
    cn: '图片单边超过 :max 像素，请调整尺寸。',
  },
  GALLERY_IN_USE: {
    status: 409,
    en: 'This image is in use (:places) and cannot be deleted.',
    bm: 'Imej ini sedang digunakan (:places) dan tidak boleh dipadam.',
    cn: '此图片正在使用中（:places），无法删除。',
  },
  GALLERY_UPLOADED: { status: 200, en: 'Image uploaded.', bm: 'Imej dimuat naik.', cn: '图片已上传。' },
  GALLERY_DELETED: { status: 200, en: 'Image deleted.', bm: 'Imej dipadam.', cn: '图片已删除。' },
  SPINS_GRANTED: {
    status: 200,
    en: ':count spin(s) given to :name.',
    bm: ':count putaran diberikan kepada :name.',
    cn: '已赠送 :count 次转盘机会给 :name。',
  },
  FORTUNE_SPIN_NO_WEIGHT: {
    status: 422,
    en: 'At least one segment needs a weight above 0.',
    bm: 'Sekurang-kurangnya satu segmen perlu pemberat melebihi 0.',
    cn: '至少一个分区的权重必须大于 0。',
  },
  ROLLOVER_CLEARED: {
    status: 200,
    en: 'Rollover cleared for :name.',
    bm: 'Rollover dikosongkan untuk :name.',
    cn: '已清除 :name 的流水要求。',
  },
  NO_OUTSTANDING_ROLLOVER: {
    status: 409,
    en: 'This member has no outstanding rollover.',
    bm: 'Ahli ini tiada rollover tertunggak.',
    cn: '该会员没有未完成的流水要求。',
  },
  SYSTEM_MESSAGE_PLACEHOLDERS: {
    status: 422,
    en: 'Keep the placeholders of the original text: :placeholders',
    bm: 'Kekalkan ruang letak teks asal: :placeholders',
    cn: '请保留原文中的占位符：:placeholders',
  },
  SYSTEM_MESSAGE_PLACEHOLDER_FIELD: {
    status: 422,
    en: 'Keep the placeholders (words starting with a colon) of the original text.',
    bm: 'Kekalkan ruang letak (perkataan bermula dengan titik bertindih) teks asal.',
    cn: '请保留原文中的占位符（以冒号开头的词）。',
  },
  SYSTEM_MESSAGE_SAVED: {
    status: 200,
    en: 'System message saved.',
    bm: 'Mesej sistem disimpan.',
    cn: '系统消息已保存。',
  },
  SYSTEM_MESSAGE_UNKNOWN: {
    status: 404,
    en: 'Unknown system message.',
    bm: 'Mesej sistem tidak dikenali.',
    cn: '未知的系统消息。',
  },
  NOTE_NOT_YOURS: {
    status: 403,
    en: 'Only the author of this note, or an operator who may manage notes, can change or delete it.',
    bm: 'Hanya penulis nota ini, atau operator yang boleh mengurus nota, boleh mengubah atau memadamnya.',
    cn: '只有此备注的作者或有权管理备注的操作员才能修改或删除它。',
  },
  NOTE_NOT_FOUND: { status: 404, en: 'Note not found.', bm: 'Nota tidak dijumpai.', cn: '未找到备注。' },
} as const;
