/**
 * Uploaded images (profile pictures): what we accept and how they are named. Shared by the upload route
 * (command-api), the file route (query-api, which answers every GET) and the console (avatar URLs; no Node
 * imports here). Every upload is re-encoded (no metadata, at most IMAGE_MAX_DIMENSION px) and named
 * `<sha256 of owner id and re-encoded bytes>.<ext>` under `<dataDir>/assets/`, with its avatar rendition
 * beside it as `<same hash>-200.<ext>`: a name can be neither guessed into another path nor overwritten,
 * and one owner's files are never another's (erasure deletes them).
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MESSAGES = {
  tooLarge: 'The image must be at most 2 MB',
  wrongType: 'Only PNG, JPEG or WebP images are allowed',
  noFile: 'Choose an image to upload',
  urlRequired: 'Upload an image first',
  unknownImage: 'This image was not uploaded here',
  unreadable: 'The image could not be read',
  tooManyUploads: 'You have uploaded too many images in the last hour. Please try again later.',
  storageFull: 'Your uploaded images have reached the storage limit of your account.',
} as const;
/** The translation key of each message above (events/src/validation/messages.content.ts): the console shows them in three languages. */
export const IMAGE_MESSAGE_KEYS: Record<keyof typeof IMAGE_MESSAGES, string> = {
  tooLarge: 'v.image.tooLarge',
  wrongType: 'v.image.wrongType',
  noFile: 'v.image.noFile',
  urlRequired: 'v.image.urlRequired',
  unknownImage: 'v.image.unknownImage',
  unreadable: 'v.image.unreadable',
  tooManyUploads: 'v.image.tooManyUploads',
  storageFull: 'v.image.storageFull',
};

/** Longest side of a stored picture; larger uploads are scaled down (the console sends 250 px). */
export const IMAGE_MAX_DIMENSION = 1024;
/** Width and height of the avatar rendition, used wherever a picture shows at 200 px or less. */
export const AVATAR_SIZE = 200;
/** More pixels than this are refused before decoding (a small file can decompress into a huge bitmap). */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const imageContentTypes = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageExtension = keyof typeof imageContentTypes;

/** The only names the file route serves. */
export const ASSET_FILE_NAME = /^[0-9a-f]{64}(?:-200)?\.(png|jpg|webp)$/;
export const ASSET_URL_PREFIX = '/api/asset/file/';
export const assetsDirOf = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}/assets`;
export const assetUrlOf = (fileName: string) => `${ASSET_URL_PREFIX}${fileName}`;
/** The avatar rendition's file name beside a full picture's. */
export const avatarFileNameOf = (fileName: string) => fileName.replace(/\.(png|jpg|webp)$/, `-${AVATAR_SIZE}.$1`);
/** The 200 px rendition of one of our picture URLs (any other URL is returned as it is). */
export const avatarUrlOf = (url: string) => {
  const name = assetFileNameOf(url);
  return name && !name.includes('-') ? assetUrlOf(avatarFileNameOf(name)) : url;
};
/** The file name an asset URL points to, or undefined when it is not one of ours. */
export const assetFileNameOf = (url: string): string | undefined => {
  if (!url.startsWith(ASSET_URL_PREFIX)) return undefined;
  const name = url.slice(ASSET_URL_PREFIX.length);
  return ASSET_FILE_NAME.test(name) ? name : undefined;
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The real image type by its magic bytes (never the declared type or file name), or undefined. */
export const sniffImageType = (bytes: Uint8Array): ImageExtension | undefined => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
};
