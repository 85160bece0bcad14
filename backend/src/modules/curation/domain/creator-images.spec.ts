import { assertMayEditCreatorPage, assertOwnUploadedImage, creatorPageAccess, mayEditCreatorPage, NotAnImageError, NotCreatorPageEditorError, NotOwnUploadError } from './creator-images';

describe('creator page images', () => {
  const owner = { id: 'u-owner', role: 'creator' };

  it('may be changed by the owning account and by any admin, by nobody else', () => {
    expect(mayEditCreatorPage(owner, 'u-owner')).toBe(true);
    expect(mayEditCreatorPage({ id: 'u-admin', role: 'admin' }, 'u-owner')).toBe(true);
    expect(mayEditCreatorPage({ id: 'u-admin', role: 'admin' }, null)).toBe(true);
    expect(mayEditCreatorPage({ id: 'u-other', role: 'creator' }, 'u-owner')).toBe(false);
    expect(mayEditCreatorPage({ id: 'u-other', role: 'user' }, null)).toBe(false);
    expect(() => assertMayEditCreatorPage({ id: 'u-other', role: 'brand' }, 'u-owner')).toThrow(NotCreatorPageEditorError);
  });

  it("names the admin role's power apart from ownership, so the admin's second factor can be checked first", () => {
    expect(creatorPageAccess(owner, 'u-owner')).toBe('owner');
    expect(creatorPageAccess({ id: 'u-admin', role: 'admin' }, 'u-admin')).toBe('owner');
    expect(creatorPageAccess({ id: 'u-admin', role: 'admin' }, 'u-owner')).toBe('admin');
    expect(assertMayEditCreatorPage({ id: 'u-admin', role: 'admin' }, null)).toBe('admin');
    expect(creatorPageAccess({ id: 'u-other', role: 'creator' }, 'u-owner')).toBeNull();
  });

  it("take only an image the editor uploaded, naming the request's field", () => {
    expect(() => assertOwnUploadedImage('avatar', 'u-owner', { ownerUserId: 'u-owner', contentType: 'image/jpeg' })).not.toThrow();
    expect(() => assertOwnUploadedImage('hero', 'u-owner', null)).toThrow(new NotOwnUploadError('heroImage'));
    expect(() => assertOwnUploadedImage('avatar', 'u-owner', { ownerUserId: 'u-other', contentType: 'image/png' })).toThrow(NotOwnUploadError);
    expect(() => assertOwnUploadedImage('avatar', 'u-owner', { ownerUserId: 'u-owner', contentType: 'video/mp4' })).toThrow(NotAnImageError);
  });
});

describe('profile text', () => {
  it('is trimmed, and empty clears it', async () => {
    const { normalizedProfileText } = await import('./user-profile');
    expect(normalizedProfileText('  Maya  ')).toBe('Maya');
    expect(normalizedProfileText(' \n\t ')).toBeNull();
    expect(normalizedProfileText('')).toBeNull();
  });
});
