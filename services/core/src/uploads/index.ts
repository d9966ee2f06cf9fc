export * from './UploadStorage';
export * from './diskStorage';
export * from './uploadStorageOf';
export * from './fileTypes';
export * from './cacheKey';
export * from './receiveUpload';
export * from './commitUploads';
export * from './cacheFileRoute';
