export default {
  title: '图库',
  upload: '上传图片',
  choose: '从图库选择',
  remove: '移除图片',
  pickTitle: '选择图片',
  empty: '暂无图片。请上传 PNG、JPEG 或 WebP 图片。',
  image: '图片',
  size: '尺寸',
  address: '地址',
  delete: '删除',
  deleted: '图片已删除。',
  confirmDelete: '删除图片 {{name}}？',
};
