// The uploads feature's public surface: what other features of this app may import.
export { FileUploadField } from './file-upload-field';
export { FormUploadField } from './form-upload-field';
export { UploadTokenContext } from './upload-token';
export { useApplicationUploadToken } from './upload-token';
