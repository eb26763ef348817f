import { ID_UPLOAD_TYPES } from '@lf/contract';

export type IdUploadType = (typeof ID_UPLOAD_TYPES)[number];

/** How each accepted file starts (its magic number). */
const Signatures: readonly { type: IdUploadType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The accepted type the bytes start like, if any: what the file is, whatever its name says. */
export function fileTypeOf(file: Uint8Array): IdUploadType | undefined {
  return Signatures.find(({ bytes }) => bytes.every((byte, index) => file[index] === byte))?.type;
}

/** The declared content type without its parameters, if it is one of the accepted types. */
export function uploadTypeOf(contentType: string | undefined): IdUploadType | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return ID_UPLOAD_TYPES.find((accepted) => accepted === type);
}
