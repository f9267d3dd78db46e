/** What other modules may use of the media module: where files live, thumbnails, and sending a file. */
export { mediaPaths, VIDEO_TYPES, type MediaPaths } from './media-paths';
export { fileAnswers, sendFile, storedFile } from './send-file';
export { thumbnailVariant } from './thumbnails';
