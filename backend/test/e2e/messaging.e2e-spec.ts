import { createTestApp, TestApp } from '../support/test-app';

const MESSAGES_PER_MINUTE = 12;

describe('Messaging (e2e)', () => {
  let app: TestApp;
  let mayapoursId: string;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true, env: { THROTTLE_MESSAGES_PER_MINUTE: String(MESSAGES_PER_MINUTE) } });
    [{ id: mayapoursId }] = await app.query<{ id: string }>("select id from creators where handle = 'mayapours'");
  });
  afterAll(() => app.close());

  it('answers 401 to every messaging call when signed out', async () => {
    const someId = '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
    for (const call of [
      app.http().get('/api/conversations'),
      app.http().post('/api/conversations').send({ creatorId: mayapoursId, body: 'Hi' }),
      app.http().get('/api/conversations/unread-count'),
      app.http().get(`/api/conversations/${someId}/messages`),
      app.http().post(`/api/conversations/${someId}/messages`).send({ body: 'Hi' }),
      app.http().put(`/api/conversations/${someId}/block`),
      app.http().post(`/api/conversations/${someId}/reports`).send({ reason: 'spam' }),
    ]) {
      expect((await call.expect(401)).body.code).toBe('NOT_SIGNED_IN');
    }
  });

  it('carries a question to the curator and the answer back, with unread counts on both sides', async () => {
    const { agent: shopper, user } = await app.registerAndSignIn('asker');
    const curator = await app.signIn('curator');
    const unreadBefore = (await curator.get('/api/conversations/unread-count').expect(200)).body.unread;

    const asked = (await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body: '  Which rye for a beginner?  ' }).expect(201)).body;
    expect(asked).toEqual({ id: expect.any(String), conversationId: expect.any(String), senderUserId: user.id, body: 'Which rye for a beginner?', createdAt: expect.any(String) });
    // Asking again continues the same conversation.
    const again = (await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body: 'And for a Manhattan?' }).expect(201)).body;
    expect(again.conversationId).toBe(asked.conversationId);

    expect((await curator.get('/api/conversations/unread-count').expect(200)).body).toEqual({ unread: unreadBefore + 2 });
    const inbox = await curator.get('/api/conversations').expect(200);
    const thread = inbox.body.find((conversation: { id: string }) => conversation.id === asked.conversationId);
    expect(thread).toMatchObject({ role: 'curator', creatorHandle: 'mayapours', shopperUsername: user.username, unreadCount: 2, blockedByMe: false, blockedMe: false, lastMessage: { body: 'And for a Manhattan?' } });
    expect(Number(inbox.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

    const messages = await curator.get(`/api/conversations/${asked.conversationId}/messages`).expect(200);
    expect(messages.body.map((message: { body: string }) => message.body)).toEqual(['Which rye for a beginner?', 'And for a Manhattan?']);
    expect(messages.headers['x-total-count']).toBe('2');
    await curator.put(`/api/conversations/${asked.conversationId}/read`).expect(204);
    expect((await curator.get('/api/conversations/unread-count').expect(200)).body).toEqual({ unread: unreadBefore });

    await curator.post(`/api/conversations/${asked.conversationId}/messages`).send({ body: 'Rittenhouse, neat. Then the same in a Manhattan.' }).expect(201);
    expect((await shopper.get('/api/conversations/unread-count').expect(200)).body).toEqual({ unread: 1 });
    const mine = (await shopper.get('/api/conversations').expect(200)).body;
    expect(mine).toEqual([expect.objectContaining({ id: asked.conversationId, role: 'shopper', unreadCount: 1, lastMessage: expect.objectContaining({ body: 'Rittenhouse, neat. Then the same in a Manhattan.' }) })]);
  });

  it("keeps a conversation to its two participants: anyone else gets 404", async () => {
    const { agent: shopper } = await app.registerAndSignIn('private');
    const { conversationId } = (await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body: 'Just between us.' }).expect(201)).body;
    const { agent: stranger } = await app.registerAndSignIn('stranger');
    for (const call of [
      stranger.get(`/api/conversations/${conversationId}/messages`),
      stranger.post(`/api/conversations/${conversationId}/messages`).send({ body: 'Hello?' }),
      stranger.put(`/api/conversations/${conversationId}/read`),
      stranger.put(`/api/conversations/${conversationId}/block`),
      stranger.post(`/api/conversations/${conversationId}/reports`).send({ reason: 'curious' }),
    ]) {
      expect((await call.expect(404)).body).toEqual({ statusCode: 404, code: 'CONVERSATION_NOT_FOUND', message: 'Conversation not found.' });
    }
    expect((await stranger.get('/api/conversations').expect(200)).body).toEqual([]);
    expect(await app.query("select 1 from conversation_messages where body = 'Hello?'")).toHaveLength(0);
  });

  it('refuses oversized, empty and HTML messages, and stores what it takes as plain text', async () => {
    const { agent: shopper } = await app.registerAndSignIn('writer');
    const refused = async (body: unknown) => (await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body }).expect(400)).body;
    expect(await refused('x'.repeat(2001))).toEqual({ statusCode: 400, code: 'MESSAGE_TOO_LONG', message: 'A message is at most 2000 characters; this one has 2001.' });
    expect((await refused('   ')).code).toBe('MESSAGE_EMPTY');
    expect((await refused('<script>alert(1)</script>')).code).toBe('MESSAGE_NOT_PLAIN_TEXT');
    expect((await refused('Try this <a href="https://elsewhere.example">shop</a>')).code).toBe('MESSAGE_NOT_PLAIN_TEXT');
    expect((await refused(42)).code).toBe('VALIDATION_FAILED');
    expect(await app.query("select 1 from conversations c join users u on u.id = c.shopper_user_id where u.username like 'writer%'")).toHaveLength(0);
    const kept = (await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body: 'x'.repeat(1999) + '&' }).expect(201)).body;
    expect(kept.body).toHaveLength(2000);
    const plain = (await shopper.post(`/api/conversations/${kept.conversationId}/messages`).send({ body: 'Is 5 < 6 & "neat" > rocks?' }).expect(201)).body;
    expect(plain.body).toBe('Is 5 < 6 & "neat" > rocks?');
  });

  it('refuses messaging yourself, unknown pages and pages without a curator account', async () => {
    const curator = await app.signIn('curator');
    expect((await curator.post('/api/conversations').send({ creatorId: mayapoursId, body: 'Me?' }).expect(400)).body.code).toBe('CANNOT_MESSAGE_SELF');
    const { agent } = await app.registerAndSignIn('nowhere');
    expect((await agent.post('/api/conversations').send({ creatorId: '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', body: 'Hi' }).expect(404)).body.code).toBe('CREATOR_NOT_FOUND');
    const [ownerless] = await app.query<{ id: string }>('select id from creators where user_id is null limit 1');
    if (ownerless) expect((await agent.post('/api/conversations').send({ creatorId: ownerless.id, body: 'Hi' }).expect(409)).body.code).toBe('CREATOR_NOT_MESSAGEABLE');
  });

  it('lets either side block the other: no messages to or from a blocked sender until unblocked; reports are kept', async () => {
    const { agent: shopper, user } = await app.registerAndSignIn('blocked');
    const curator = await app.signIn('curator');
    const { conversationId } = (await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body: 'Buy my course!' }).expect(201)).body;

    expect((await curator.put(`/api/conversations/${conversationId}/block`).expect(200)).body).toEqual({ conversationId, blockedByMe: true });
    expect((await curator.post(`/api/conversations/${conversationId}/reports`).send({ reason: 'Spam' }).expect(201)).body).toEqual({ id: expect.any(String) });
    expect((await curator.post(`/api/conversations/${conversationId}/reports`).send({ reason: '  ' }).expect(400)).body.code).toBe('INVALID_REPORT');
    expect(await app.query('select reason from conversation_reports where conversation_id = $1 and reported_user_id = $2', [conversationId, user.id])).toEqual([{ reason: 'Spam' }]);

    // The blocked shopper can write neither here nor in a new conversation; the blocker is told how to undo it.
    expect((await shopper.post(`/api/conversations/${conversationId}/messages`).send({ body: 'Hello?' }).expect(403)).body).toEqual({
      statusCode: 403,
      code: 'MESSAGING_BLOCKED',
      message: 'You cannot message this person.',
    });
    expect((await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body: 'Hello again?' }).expect(403)).body.code).toBe('MESSAGING_BLOCKED');
    expect((await curator.post(`/api/conversations/${conversationId}/messages`).send({ body: 'No.' }).expect(403)).body.message).toBe('You blocked this person. Unblock them to send a message.');
    const seenByShopper = (await shopper.get('/api/conversations').expect(200)).body[0];
    expect(seenByShopper).toMatchObject({ blockedMe: true, blockedByMe: false });
    expect((await curator.get(`/api/conversations/${conversationId}/messages`).expect(200)).body).toHaveLength(1);

    await curator.delete(`/api/conversations/${conversationId}/block`).expect(200);
    await shopper.post(`/api/conversations/${conversationId}/messages`).send({ body: 'Sorry.' }).expect(201);
    // The shopper may block the curator too.
    await shopper.put(`/api/conversations/${conversationId}/block`).expect(200);
    expect((await curator.post(`/api/conversations/${conversationId}/messages`).send({ body: 'Fine.' }).expect(403)).body.message).toBe('You cannot message this person.');
  });

  it('limits how many messages one sender sends per minute, across conversations', async () => {
    const { agent: shopper } = await app.registerAndSignIn('chatty');
    const { conversationId } = (await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body: 'One' }).expect(201)).body;
    for (let sent = 1; sent < MESSAGES_PER_MINUTE; sent++) {
      await shopper.post(`/api/conversations/${conversationId}/messages`).send({ body: `Message ${sent}` }).expect(201);
    }
    const limited = await shopper.post(`/api/conversations/${conversationId}/messages`).send({ body: 'One too many' }).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await shopper.post('/api/conversations').send({ creatorId: mayapoursId, body: 'Elsewhere' }).expect(429)).body.code).toBe('RATE_LIMITED');
    // Another sender is not held back.
    const { agent: other } = await app.registerAndSignIn('calm');
    await other.post('/api/conversations').send({ creatorId: mayapoursId, body: 'Hello' }).expect(201);
  });
});
