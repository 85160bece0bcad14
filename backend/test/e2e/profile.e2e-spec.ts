import { createBrand, createProduct } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The own profile's calls: collections (plus PATCH/DELETE and items beyond the specification),
 * PUT /api/user/page-layout, POST /api/user/custom-block and POST /api/user/profile/share.
 */
describe('Own profile: collections, layout, custom blocks, share (e2e)', () => {
  let app: TestApp;
  let brandId: string;
  let productId: string;
  let otherProductId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://rounds.example' } });
    brandId = await createBrand(app);
    productId = await createProduct(app, brandId, { name: 'Rittenhouse Rye', priceCents: 2999 });
    otherProductId = await createProduct(app, brandId);
  });
  afterAll(() => app.close());

  const unknownId = '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

  it('answers 401 to every call when signed out', async () => {
    for (const call of [
      app.http().get('/api/user/collections'),
      app.http().post('/api/user/collections').send({ name: 'x' }),
      app.http().patch(`/api/user/collections/${unknownId}`).send({ name: 'x' }),
      app.http().delete(`/api/user/collections/${unknownId}`),
      app.http().post(`/api/user/collections/${unknownId}/items`).send({ productId }),
      app.http().delete(`/api/user/collections/${unknownId}/items/${productId}`),
      app.http().put('/api/user/page-layout').send({ sections: [], customBlocks: [] }),
      app.http().post('/api/user/custom-block').send({ type: 'text', content: 'x' }),
      app.http().post('/api/user/profile/share').send({ type: 'profile' }),
    ]) {
      expect((await call.expect(401)).body.code).toBe('NOT_SIGNED_IN');
    }
  });

  it('creates, lists, changes, fills and deletes collections', async () => {
    const { agent } = await app.registerAndSignIn('collector');
    expect((await agent.get('/api/user/collections').expect(200)).body).toEqual([]);

    const created = (await agent.post('/api/user/collections').send({ name: '  Winter warmers ', description: '  ' }).expect(201)).body;
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Winter warmers',
      description: null,
      isPublic: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      products: [],
    });
    const second = (await agent.post('/api/user/collections').send({ name: 'Gifts', description: ' For dad ', isPublic: true }).expect(201)).body;
    expect(second).toMatchObject({ name: 'Gifts', description: 'For dad', isPublic: true });
    expect((await agent.get('/api/user/collections').expect(200)).body.map((c: { name: string }) => c.name)).toEqual(['Gifts', 'Winter warmers']);

    const id = created.id as string;
    await agent.post(`/api/user/collections/${id}/items`).send({ productId }).expect(200);
    const filled = (await agent.post(`/api/user/collections/${id}/items`).send({ productId: otherProductId }).expect(200)).body;
    expect(filled.products.map((p: { productId: string }) => p.productId)).toEqual([productId, otherProductId]);
    expect(filled.products[0]).toEqual({ productId, name: expect.any(String), price: expect.any(Number), image: expect.anything(), addedAt: expect.any(String) });
    // Adding again keeps the one item at its place.
    expect((await agent.post(`/api/user/collections/${id}/items`).send({ productId }).expect(200)).body.products).toHaveLength(2);

    const removed = (await agent.delete(`/api/user/collections/${id}/items/${productId}`).expect(200)).body;
    expect(removed.products.map((p: { productId: string }) => p.productId)).toEqual([otherProductId]);
    await agent.delete(`/api/user/collections/${id}/items/${productId}`).expect(200);

    const renamed = (await agent.patch(`/api/user/collections/${id}`).send({ name: ' Cold nights ', isPublic: true }).expect(200)).body;
    expect(renamed).toMatchObject({ id, name: 'Cold nights', description: null, isPublic: true });
    expect((await agent.patch(`/api/user/collections/${id}`).send({ description: 'Peaty' }).expect(200)).body).toMatchObject({ name: 'Cold nights', description: 'Peaty' });
    expect((await agent.patch(`/api/user/collections/${id}`).send({ description: null, isPublic: false }).expect(200)).body).toMatchObject({ description: null, isPublic: false });

    await agent.delete(`/api/user/collections/${id}`).expect(204);
    expect((await agent.delete(`/api/user/collections/${id}`).expect(404)).body.code).toBe('COLLECTION_NOT_FOUND');
    expect(await app.query('select count(*)::int as n from collection_items where collection_id = $1', [id])).toEqual([{ n: 0 }]);
    expect((await agent.get('/api/user/collections').expect(200)).body).toHaveLength(1);
  });

  it('refuses blank names, bad fields, unknown products, and answers 404 for another user’s collection', async () => {
    const owner = await app.registerAndSignIn('owner');
    const other = await app.registerAndSignIn('intruder');
    const id = (await owner.agent.post('/api/user/collections').send({ name: 'Mine' }).expect(201)).body.id as string;

    const bad: [object, number, string, string][] = [
      [{}, 400, 'VALIDATION_FAILED', 'name must be a string'],
      [{ name: '   ' }, 400, 'COLLECTION_NAME_REQUIRED', 'name is required'],
      [{ name: 'x'.repeat(201) }, 400, 'VALIDATION_FAILED', 'name must be at most 200 characters'],
      [{ name: 'ok', isPublic: 'yes' }, 400, 'VALIDATION_FAILED', 'isPublic must be true or false'],
      [{ name: 'ok', description: 5 }, 400, 'VALIDATION_FAILED', 'description must be a string'],
    ];
    for (const [body, status, code, message] of bad) {
      expect((await owner.agent.post('/api/user/collections').send(body).expect(status)).body).toMatchObject({ code, message });
    }
    expect((await owner.agent.patch(`/api/user/collections/${id}`).send({ name: ' ' }).expect(400)).body.code).toBe('COLLECTION_NAME_REQUIRED');
    expect((await owner.agent.patch(`/api/user/collections/${id}`).send({ name: null }).expect(400)).body.message).toBe('name must be a string');
    expect((await owner.agent.patch(`/api/user/collections/${id}`).send({ isPublic: null }).expect(400)).body.message).toBe('isPublic must be true or false');
    expect((await owner.agent.post(`/api/user/collections/${id}/items`).send({ productId: unknownId }).expect(404)).body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await owner.agent.post(`/api/user/collections/${id}/items`).send({ productId: 'nope' }).expect(400)).body.message).toBe('productId must be a product id (a UUID)');
    expect((await owner.agent.patch('/api/user/collections/not-a-uuid').send({ name: 'x' }).expect(400)).body.code).toBe('MALFORMED_ID');

    for (const call of [
      other.agent.patch(`/api/user/collections/${id}`).send({ name: 'Stolen' }),
      other.agent.delete(`/api/user/collections/${id}`),
      other.agent.post(`/api/user/collections/${id}/items`).send({ productId }),
      other.agent.delete(`/api/user/collections/${id}/items/${productId}`),
      other.agent.post('/api/user/profile/share').send({ type: 'collection', itemId: id }),
    ]) {
      expect((await call.expect(404)).body).toEqual({ statusCode: 404, code: 'COLLECTION_NOT_FOUND', message: 'Collection not found.' });
    }
    expect((await other.agent.get('/api/user/collections').expect(200)).body).toEqual([]);
    expect((await owner.agent.get('/api/user/collections').expect(200)).body[0]).toMatchObject({ id, name: 'Mine' });
  });

  it('makes absolute share links with the public-profile utm parameters', async () => {
    const { agent, user } = await app.registerAndSignIn('sharer');
    const username = user.username as string;
    const share = async (body: object) => new URL((await agent.post('/api/user/profile/share').send(body).expect(200)).body.shareUrl);

    const profile = await share({ type: 'profile' });
    expect(profile.origin).toBe('https://rounds.example');
    expect(profile.pathname).toBe(`/profile/${username}`);
    expect(Object.fromEntries(profile.searchParams)).toEqual({ utm_source: username, utm_medium: 'shared_profile', utm_campaign: 'profile_share' });

    const product = await share({ type: 'product', itemId: productId });
    expect(`${product.origin}${product.pathname}`).toBe(`https://rounds.example/products/${productId}`);
    expect(product.searchParams.get('utm_campaign')).toBe('product_recommendation');
    expect(product.searchParams.get('utm_source')).toBe(username);

    const brand = await share({ type: 'brand', itemId: brandId });
    expect(brand.pathname).toBe(`/brand/${brandId}`);
    expect(brand.searchParams.get('utm_campaign')).toBe('brand_recommendation');

    const privateId = (await agent.post('/api/user/collections').send({ name: 'Private' }).expect(201)).body.id;
    expect((await agent.post('/api/user/profile/share').send({ type: 'collection', itemId: privateId }).expect(409)).body.code).toBe('COLLECTION_NOT_PUBLIC');
    await agent.patch(`/api/user/collections/${privateId}`).send({ isPublic: true }).expect(200);
    const collection = await share({ type: 'collection', itemId: privateId });
    expect(collection.pathname).toBe(`/profile/${username}`);
    expect(collection.hash).toBe(`#collection-${privateId}`);
    expect(Object.fromEntries(collection.searchParams)).toEqual({ utm_source: username, utm_medium: 'shared_profile', utm_campaign: 'collection_share' });

    const refusals: [object, number, string][] = [
      [{ type: 'page' }, 400, 'type must be profile, product, brand or collection'],
      [{ type: 'product' }, 400, 'itemId must be the id (a UUID) of the product, brand or collection shared'],
      [{ type: 'product', itemId: unknownId }, 404, 'Product not found. It may have been removed from the catalog.'],
      [{ type: 'brand', itemId: unknownId }, 404, 'Brand not found. It may have been removed.'],
      [{ type: 'collection', itemId: unknownId }, 404, 'Collection not found.'],
    ];
    for (const [body, status, message] of refusals) {
      expect((await agent.post('/api/user/profile/share').send(body).expect(status)).body.message).toBe(message);
    }
  });

  it('adds custom blocks, saves the layout, and GET /api/user returns it', async () => {
    const { agent } = await app.registerAndSignIn('blocks');
    const text = (await agent.post('/api/user/custom-block').send({ id: 'custom-1733475600000', type: 'text', content: '  <script>alert(1)</script> my bottles ', position: 9, fontFamily: 'Georgia', fontWeight: 'bold' }).expect(201)).body;
    expect(text).toEqual({ id: 'custom-1733475600000', type: 'text', content: '<script>alert(1)</script> my bottles', position: 1, fontFamily: 'Georgia', fontWeight: 'bold' });
    const image = (await agent.post('/api/user/custom-block').send({ type: 'image', content: '/objects/uploads/abc-123' }).expect(201)).body;
    expect(image).toEqual({ id: expect.stringMatching(/^custom-\d+$/), type: 'image', content: '/objects/uploads/abc-123', position: 2 });
    const video = (await agent.post('/api/user/custom-block').send({ type: 'video', content: 'https://cdn.example.com/pour.mp4' }).expect(201)).body;
    expect(video.position).toBe(3);
    expect((await agent.get('/api/user').expect(200)).body.pageLayout).toEqual({ sections: [], customBlocks: [text, image, video] });

    // Save: reordered, one removed; positions renumbered.
    const saved = (await agent.put('/api/user/page-layout').send({ sections: ['favorites', 'collections'], customBlocks: [video, text] }).expect(200)).body;
    expect(saved).toEqual({ sections: ['favorites', 'collections'], customBlocks: [{ ...video, position: 1 }, { ...text, position: 2 }] });
    expect((await agent.get('/api/user').expect(200)).body.pageLayout).toEqual(saved);
    // Text blocks default to Inter, normal.
    expect((await agent.post('/api/user/custom-block').send({ type: 'text', content: 'Plain' }).expect(201)).body).toMatchObject({ fontFamily: 'Inter', fontWeight: 'normal', position: 3 });
    expect((await agent.put('/api/user/page-layout').send({ sections: [], customBlocks: [] }).expect(200)).body).toEqual({ sections: [], customBlocks: [] });
  });

  it('refuses bad blocks and layouts with 400 naming the field, and keeps the saved layout', async () => {
    const { agent } = await app.registerAndSignIn('badblocks');
    const kept = (await agent.post('/api/user/custom-block').send({ type: 'text', content: 'Keep me' }).expect(201)).body;
    const badBlocks: [object, string][] = [
      [{ type: 'html', content: '<b>x</b>' }, 'type must be text, image or video'],
      [{ type: 'text', content: '   ' }, 'content must not be blank'],
      [{ type: 'text', content: 'x'.repeat(5001) }, 'content of a text block must be at most 5000 characters'],
      [{ type: 'image', content: 'javascript:alert(1)' }, 'content of an image block must be an /objects/uploads/… path or an https URL'],
      [{ type: 'image', content: 'data:image/png;base64,AAAA' }, 'content of an image block must be an /objects/uploads/… path or an https URL'],
      [{ type: 'video', content: 'http://example.com/a.mp4' }, 'content of a video block must be an /objects/uploads/… path or an https URL'],
      [{ type: 'image', content: '/objects/uploads/../../etc/passwd' }, 'content of an image block must be an /objects/uploads/… path or an https URL'],
      [{ type: 'text', content: 'x', fontFamily: 'Comic Sans MS' }, 'fontFamily must be one of Inter, Georgia, Times New Roman, Arial, Helvetica, Playfair Display, Merriweather, Roboto, Open Sans'],
      [{ type: 'text', content: 'x', fontWeight: '900' }, 'fontWeight must be normal or bold'],
      [{ type: 'image', content: '/objects/uploads/a', fontFamily: 'Inter' }, 'fontFamily and fontWeight are only for text blocks'],
      [{ id: 'javascript:1', type: 'text', content: 'x' }, 'id must look like custom-{timestamp}, e.g. custom-1733475600000'],
    ];
    for (const [body, message] of badBlocks) {
      expect((await agent.post('/api/user/custom-block').send(body).expect(400)).body).toEqual({ statusCode: 400, code: 'INVALID_CUSTOM_BLOCK', message });
    }
    expect((await agent.post('/api/user/custom-block').send({ type: 'text' }).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'content must be a string' });
    expect((await agent.post('/api/user/custom-block').send({ type: 'text', content: 'x', onclick: 'y' }).expect(400)).body.code).toBe('VALIDATION_FAILED');

    const badLayouts: [object, string, string][] = [
      [{ sections: 'x', customBlocks: [] }, 'VALIDATION_FAILED', 'sections must be an array'],
      [{ sections: [], customBlocks: {} }, 'VALIDATION_FAILED', 'customBlocks must be an array'],
      [{ sections: [], customBlocks: [{ type: 'image', content: 'javascript:alert(1)' }] }, 'INVALID_CUSTOM_BLOCK', 'customBlocks[0].content of an image block must be an /objects/uploads/… path or an https URL'],
      [{ sections: [], customBlocks: [kept, { type: 'gif', content: 'x' }] }, 'INVALID_CUSTOM_BLOCK', 'customBlocks[1].type must be text, image or video'],
      [{ sections: [], customBlocks: [kept, kept] }, 'INVALID_PAGE_LAYOUT', `customBlocks[1].id ${kept.id} appears twice`],
      [{ sections: [''], customBlocks: [] }, 'INVALID_PAGE_LAYOUT', 'sections[0] must be a section name of 1–50 characters'],
    ];
    for (const [body, code, message] of badLayouts) {
      expect((await agent.put('/api/user/page-layout').send(body).expect(400)).body).toEqual({ statusCode: 400, code, message });
    }
    const tooMany = Array.from({ length: 51 }, () => ({ type: 'text', content: 'x' }));
    expect((await agent.put('/api/user/page-layout').send({ sections: [], customBlocks: tooMany }).expect(409)).body.code).toBe('TOO_MANY_CUSTOM_BLOCKS');
    expect((await agent.get('/api/user').expect(200)).body.pageLayout).toEqual({ sections: [], customBlocks: [kept] });
  });
});
