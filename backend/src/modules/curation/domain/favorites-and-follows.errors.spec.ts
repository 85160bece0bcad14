import { CreatorNotFoundError } from './curation-read.errors';
import { assertMayFollow, FavoriteBrandNotFoundError, FavoriteProductNotFoundError, FollowedCreatorNotFoundError } from './favorites-and-follows.errors';

describe('assertMayFollow', () => {
  it('lets a shopper follow a page owned by someone else or by nobody', () => {
    expect(() => assertMayFollow('user-a', 'user-b')).not.toThrow();
    expect(() => assertMayFollow('user-a', null)).not.toThrow();
  });

  it('refuses following your own creator page', () => {
    expect(() => assertMayFollow('user-a', 'user-a')).toThrow(expect.objectContaining({ code: 'CANNOT_FOLLOW_SELF', kind: 'validation' }));
  });
});

describe('curation not-found answers', () => {
  it('are 404s with the codes clients branch on and a sentence that says what is gone', () => {
    expect(new FavoriteProductNotFoundError()).toMatchObject({ kind: 'not_found', code: 'PRODUCT_NOT_FOUND', message: 'Product not found. It may have been removed from the catalog.' });
    expect(new FavoriteBrandNotFoundError()).toMatchObject({ kind: 'not_found', code: 'BRAND_NOT_FOUND' });
    expect(new FollowedCreatorNotFoundError()).toMatchObject({ kind: 'not_found', code: 'CREATOR_NOT_FOUND' });
    expect(new CreatorNotFoundError('@nobody')).toMatchObject({ kind: 'not_found', code: 'CREATOR_NOT_FOUND', message: 'No creator is known as @nobody.' });
  });
});
