import { DomainError } from '../../../shared/domain/domain-error';
import { IMAGE_TYPES, MediaFamily, maxBytesOf } from './media-type';

const ACCEPTED = 'PNG, JPEG or WebP images, or MP4 or MOV videos';

/** A forged, altered or unknown upload URL. */
export class UploadUrlInvalidError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'UPLOAD_URL_INVALID';
  constructor() {
    super('This upload URL is not valid. Ask for a new one with POST /api/objects/upload.');
  }
}

export class UploadUrlExpiredError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'UPLOAD_URL_EXPIRED';
  constructor() {
    super('This upload URL has expired (they are valid for 15 minutes). Ask for a new one.');
  }
}

export class UploadUrlUsedError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'UPLOAD_URL_USED';
  constructor() {
    super('This upload URL has already been used (each one works once). Ask for a new one.');
  }
}

/** The specification's wording: 'File size must be less than {n}MB'. */
export class UploadTooLargeError extends DomainError {
  readonly kind = 'payload_too_large' as const;
  readonly code = 'FILE_TOO_LARGE';
  constructor(readonly family: MediaFamily) {
    super(`File size must be less than ${maxBytesOf(family) / 1024 / 1024}MB`);
  }
}

export class UnsupportedUploadTypeError extends DomainError {
  readonly kind = 'unsupported_media_type' as const;
  readonly code = 'UNSUPPORTED_FILE_TYPE';
  constructor(declared: string | undefined) {
    super(`Only ${ACCEPTED} can be uploaded${declared ? ` (the request said "${declared.slice(0, 60)}")` : ' (the request named no Content-Type)'}.`);
  }
}

/** The bytes are not what the Content-Type says, or not a type we take at all (HTML or SVG sent as image/jpeg). */
export class UploadContentMismatchError extends DomainError {
  readonly kind = 'unsupported_media_type' as const;
  readonly code = 'FILE_CONTENT_MISMATCH';
  constructor(family: MediaFamily) {
    super(
      family === 'image'
        ? `The file's content is not a ${IMAGE_TYPES.map((type) => type.slice(6).toUpperCase()).join(', ')} image.`
        : "The file's content is not an MP4 or MOV video.",
    );
  }
}

export class UnreadableImageError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_IMAGE';
  constructor() {
    super('The image could not be read: it is damaged, truncated or too large in pixels.');
  }
}

export class UploadInterruptedError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'UPLOAD_INTERRUPTED';
  constructor() {
    super('The upload was interrupted before the whole file arrived.');
  }
}

export class EmptyUploadError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'EMPTY_FILE';
  constructor() {
    super('The file is empty.');
  }
}
