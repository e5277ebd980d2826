export { uploadForm, type UploadOptions } from '@client/lib/upload';
