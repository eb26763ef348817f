import { ID_UPLOAD_MAX_BYTES, ID_UPLOAD_TYPES } from '@lf/contract';

export type UploadType = (typeof ID_UPLOAD_TYPES)[number];

/** Why a chosen file is not sent: checked before any byte leaves the device. */
export type FileProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Names some systems give a JPEG. */
const JPEG_ALIASES: readonly string[] = ['image/jpg', 'image/pjpeg'];

/** The accepted type a file is sent as, read from what the device says it is. */
export function uploadTypeOf(file: Pick<Blob, 'type'>): UploadType | undefined {
  const type = file.type.toLowerCase();
  if (JPEG_ALIASES.includes(type)) return 'image/jpeg';
  return ID_UPLOAD_TYPES.find((accepted) => accepted === type);
}

/** What is wrong with the file chosen, if anything: its type first, then its size. */
export function checkFile(file: Pick<Blob, 'type' | 'size'>): FileProblem | null {
  if (!uploadTypeOf(file)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > ID_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The size limit in whole megabytes, as the messages say it. */
export const MAX_MEGABYTES = Math.floor(ID_UPLOAD_MAX_BYTES / (1024 * 1024));

/** The `accept` of the file input: the three types (and their usual extensions). */
export const FILE_ACCEPT = [...ID_UPLOAD_TYPES, '.jpg', '.jpeg', '.png', '.pdf'].join(',');
/** The camera takes photos only. */
export const CAMERA_ACCEPT = 'image/jpeg,image/png';
