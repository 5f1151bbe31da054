/**
 * The vocabulary of the public content (documents, complaints, news, stories) without its zod rules: the console's pages that only show labels import these and
 * fetch no zod (issue 25). The rules are in ./content.ts, which re-exports everything here.
 */

/** The reference documents of /aboutus (spec §2), each in Sinhala, Tamil and English. */
export const documentKeys = ['conditions-of-service', 'copyright-and-terms-of-use', 'privacy-policy', 'engagement-guidelines'] as const;
export type DocumentKey = (typeof documentKeys)[number];
export const documentLanguages = ['si', 'ta', 'en'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MESSAGES = {
  noFile: 'Choose a PDF file to upload',
  wrongType: 'Only PDF files are allowed',
  tooLarge: 'The document must be at most 10 MB',
  unknown: 'Unknown document',
} as const;
/** A PDF starts with `%PDF-` (ISO 32000); the declared type and file name are not trusted. */
export const isPdf = (bytes: Uint8Array) => bytes.length > 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

export const complaintUserTypes = ['VOLUNTEER', 'VIO'] as const;
export const complaintStates = ['ONGOING', 'RESOLVED'] as const;
export type ComplaintState = (typeof complaintStates)[number];
export const newsStatuses = ['ACTIVE', 'ARCHIVED'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

/** Spec §5 'default image URL used if no image chosen' for a story: a picture shipped with the console. */
export const DEFAULT_STORY_IMAGE = '/images/story-default.svg';
/** Where uploaded documents live: `<DATA_DIR>/documents/<sha256>.pdf`, content-addressed like the image assets. */
export const documentsDirOf = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}/documents`;
export const DOCUMENT_FILE_NAME = /^[0-9a-f]{64}\.pdf$/;
export const isDocumentKey = (value: string): value is DocumentKey => (documentKeys as readonly string[]).includes(value);
export const isDocumentLanguage = (value: string): value is DocumentLanguage => (documentLanguages as readonly string[]).includes(value);
/** The stable public address of a document in one language (the newest upload). */
export const documentUrlOf = (key: DocumentKey, language: DocumentLanguage) => `/api/document/file/${key}/${language}`;
