import { DomainError } from '../../../shared/domain/domain-error';

/**
 * A creator page's images: the avatar and the hero. Only the account that owns the
 * page or an admin may change them, and only to an image that the one changing it uploaded
 * (an /objects/uploads/… path of theirs), so nobody can put another person's upload, a video or an
 * outside URL on a page.
 */
export type CreatorImageKind = 'avatar' | 'hero';

/** The request field that carries each image. */
export const CREATOR_IMAGE_FIELD: Record<CreatorImageKind, 'avatar' | 'heroImage'> = { avatar: 'avatar', hero: 'heroImage' };

export interface CreatorPageEditor {
  id: string;
  role: string;
}

/**
 * Why `editor` may change the page: it owns it, or it is an admin (the admin role's power, which needs
 * identity's CheckRoleSecondFactorQuery first); null when it may not.
 */
export function creatorPageAccess(editor: CreatorPageEditor, ownerUserId: string | null): 'owner' | 'admin' | null {
  if (ownerUserId !== null && ownerUserId === editor.id) return 'owner';
  return editor.role === 'admin' ? 'admin' : null;
}

export function mayEditCreatorPage(editor: CreatorPageEditor, ownerUserId: string | null): boolean {
  return creatorPageAccess(editor, ownerUserId) !== null;
}

export function assertMayEditCreatorPage(editor: CreatorPageEditor, ownerUserId: string | null): 'owner' | 'admin' {
  const access = creatorPageAccess(editor, ownerUserId);
  if (!access) throw new NotCreatorPageEditorError();
  return access;
}

/** What the object store knows about the image path given, or null when it stores no such object. */
export interface UploadedImageFacts {
  ownerUserId: string;
  contentType: string;
}

/** `field` names the request field in the messages: a creator image kind, or a field name as sent. */
export function assertOwnUploadedImage(kind: CreatorImageKind | 'imageUrl', editorId: string, uploaded: UploadedImageFacts | null): void {
  const field = kind === 'imageUrl' ? kind : CREATOR_IMAGE_FIELD[kind];
  if (!uploaded || uploaded.ownerUserId !== editorId) throw new NotOwnUploadError(field);
  if (!uploaded.contentType.startsWith('image/')) throw new NotAnImageError(field);
}

export class NotCreatorPageEditorError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'NOT_CREATOR_PAGE_EDITOR';
  constructor() {
    super("Only the creator who owns this page or an admin can change its images.");
  }
}

export class NotOwnUploadError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'NOT_OWN_UPLOAD';
  constructor(field: string) {
    super(`${field} must be the /objects/uploads/… path of an image you uploaded.`);
  }
}

export class NotAnImageError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'NOT_AN_IMAGE';
  constructor(field: string) {
    super(`${field} must be an image, not a video.`);
  }
}
